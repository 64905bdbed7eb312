import { problemDetailsSchema, validationProblem } from './problem-details';
import { contactRequestSchema } from './contact';

describe('problemDetailsSchema', () => {
  it('accepts a plain problem', () => {
    const problem = { type: 'about:blank', title: 'Not Found', status: 404 };
    expect(problemDetailsSchema.safeParse(problem).success).toBe(true);
  });

  it('rejects a success status and unknown members', () => {
    expect(
      problemDetailsSchema.safeParse({ type: 'about:blank', title: 'OK', status: 200 }).success,
    ).toBe(false);
    const extra = { type: 'about:blank', title: 'Oops', status: 500, stack: 'at x' };
    expect(problemDetailsSchema.safeParse(extra).success).toBe(false);
  });
});

describe('validationProblem', () => {
  it('lists each rejected field with its dotted path and message', () => {
    const failure = contactRequestSchema.safeParse({
      fullName: 'Dana Ruiz',
      email: 'dana',
      subject: 'Hi',
      message: 'Hello',
    });
    if (failure.success) throw new Error('expected a validation failure');

    const problem = validationProblem(failure.error, '/api/contact');

    expect(problemDetailsSchema.parse(problem)).toEqual(problem);
    expect(problem.status).toBe(400);
    expect(problem.errors).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
  });
});
