import { HttpException, HttpStatus } from '@nestjs/common';
import type { ProblemDetails } from '@fairwrench/contracts';

const titles: Record<number, string> = {
  [HttpStatus.BAD_REQUEST]: 'Bad request',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'Payload too large',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'Unsupported media type',
};

/** A problem+json error about an upload; the filter passes a body with `type` through as is. */
export function uploadProblem(status: HttpStatus, detail: string): HttpException {
  const body: ProblemDetails = {
    type: 'about:blank',
    title: titles[status] ?? 'Error',
    status,
    detail,
  };
  return new HttpException(body, status);
}
