import { firstMessage } from '../test-fixtures';
import { contactFormDefaults, type ContactFormValues, contactRequestSchema } from './contact';

const valid = {
  fullName: 'Dana Ruiz',
  email: 'dana@example.com',
  subject: 'Question about my estimate',
  message: 'Is a fuel system flush needed at 60k miles?',
};

describe('contactFormDefaults', () => {
  it('are the form, field for field, every one empty', () => {
    // Declared apart from the schema (ADR 029); the annotation holds them to its type.
    const defaults: ContactFormValues = contactFormDefaults;
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(contactRequestSchema.shape).sort());
    expect(Object.values(defaults).every((value) => value === '')).toBe(true);
  });
});

describe('contactRequestSchema', () => {
  it('accepts a complete message', () => {
    expect(contactRequestSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['fullName', 'D', 'Name must be at least 2 characters'],
    ['email', 'dana', 'Please enter a valid email address'],
    ['subject', '  ', 'Please enter a subject'],
    ['message', '', 'Please enter a message'],
    ['message', undefined, 'Please enter a message'],
  ])('rejects %s %p with its message', (field, value, message) => {
    expect(firstMessage(contactRequestSchema, { ...valid, [field]: value })).toBe(message);
  });

  it('rejects the empty form and unknown fields', () => {
    expect(contactRequestSchema.safeParse(contactFormDefaults).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...valid, phone: '1' }).success).toBe(false);
  });
});
