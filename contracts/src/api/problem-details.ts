import { z } from 'zod';

/** Every error response is `application/problem+json` (RFC 9457). */
export const PROBLEM_JSON_CONTENT_TYPE = 'application/problem+json';

/** One failed field: `path` is dotted ('photos.0.contentType'), '' for the body itself. */
export const problemFieldErrorSchema = z.strictObject({
  path: z.string(),
  message: z.string().min(1),
});
export type ProblemFieldError = z.infer<typeof problemFieldErrorSchema>;

export const problemDetailsSchema = z.strictObject({
  /** A URI naming the problem kind; 'about:blank' when the status says it all. */
  type: z.string().min(1),
  title: z.string().min(1),
  status: z.int().min(400).max(599),
  detail: z.string().optional(),
  instance: z.string().optional(),
  /** Our domain error code, so clients branch on it rather than on wording. */
  code: z.string().min(1).optional(),
  /** Present on validation failures, one entry per rejected field. */
  errors: z.array(problemFieldErrorSchema).optional(),
});
export type ProblemDetails = z.infer<typeof problemDetailsSchema>;

/** Relative, as RFC 9457 allows, so no host name is baked into the contract. */
export const VALIDATION_PROBLEM_TYPE = '/problems/validation';

/**
 * What a request whose shape is wrong answers, where no spec message fits: a body that is
 * not an object, a field that is not there to send, a list where one value goes, an id
 * that is no id. Zod's own words ('Invalid input: expected object, received array') are for
 * developers, not owners.
 */
export const REQUEST_SHAPE_MESSAGES = {
  /** The body or query string. */
  request: 'The request is not in the expected form.',
  /** The path: an id in a link. */
  link: 'That link is not valid.',
} as const;

/** Turns a zod failure into the `errors` list the UI maps back onto its fields. */
export function toProblemFieldErrors(error: Pick<z.ZodError, 'issues'>): ProblemFieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

export function validationProblem(
  error: Pick<z.ZodError, 'issues'>,
  instance?: string,
): ProblemDetails {
  return {
    type: VALIDATION_PROBLEM_TYPE,
    title: 'Your request has invalid fields',
    status: 400,
    ...(instance === undefined ? {} : { instance }),
    errors: toProblemFieldErrors(error),
  };
}

/** What a text field holding a NUL or half a UTF-16 surrogate pair answers, in the spec's style. */
export const UNSTORABLE_TEXT_MESSAGE = 'Please remove the unsupported characters from this text';

/** NUL, which PostgreSQL text cannot hold, and surrogates that are not half of a pair. */
const UNSTORABLE = new RegExp(
  // eslint-disable-next-line no-control-regex -- NUL is the very character refused
  '\\u0000|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]',
);

/**
 * The one string rule for every text a caller sends (ADR 042): the path of the first string
 * (or object key) in `value` that the database could not store, or undefined when all can.
 * Walked with a stack of its own, so no nesting depth can overflow the call stack, and linear
 * in the size of `value`: each entry links to its parent's path instead of copying it, which made
 * deep nesting quadratic (200,000 levels took minutes; a request body is a caller's choice).
 */
export function unstorableTextPath(value: unknown): string | undefined {
  const pending: [unknown, PathLink | undefined][] = [[value, undefined]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return joinPath(path);
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    const entries: [string | number, unknown][] = Array.isArray(item)
      ? item.map((child, index) => [index, child])
      : Object.entries(item);
    for (const [key, child] of entries.reverse()) {
      if (typeof key === 'string' && UNSTORABLE.test(key)) return joinPath({ key, parent: path });
      pending.push([child, { key, parent: path }]);
    }
  }
  return undefined;
}

interface PathLink {
  readonly key: string | number;
  readonly parent: PathLink | undefined;
}

function joinPath(path: PathLink | undefined): string {
  const keys: (string | number)[] = [];
  for (let link = path; link; link = link.parent) keys.push(link.key);
  return keys.reverse().join('.');
}

/** The 400 for text the database could not store, naming the field. */
export function unstorableTextProblem(path: string): ProblemDetails {
  return {
    type: VALIDATION_PROBLEM_TYPE,
    title: 'Your request has invalid fields',
    status: 400,
    detail: UNSTORABLE_TEXT_MESSAGE,
    errors: [{ path, message: UNSTORABLE_TEXT_MESSAGE }],
  };
}
