import type { z } from 'zod';

/** A non-OK answer: its message is "{status}: {body}", the body's readable part. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * An OK answer whose body is not what the route's response schema describes. The issues stay
 * where the check ran (the API worker); the page gets the call it was about.
 */
export class ApiContractError extends Error {
  constructor(
    call: string,
    readonly issues: readonly z.core.$ZodIssue[] = [],
  ) {
    super(`Unexpected answer from ${call}`);
    this.name = 'ApiContractError';
  }
}
