import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { PROBLEM_JSON_CONTENT_TYPE, type ProblemDetails } from '@fairwrench/contracts';
import { ConcurrencyError, SubjectErasedError } from '@fairwrench/event-store';
import type { Request, Response } from 'express';
import { DomainError } from '@fairwrench/domain';
import { recordFailure } from './request-logger';

/** body-parser reports its failures with these `type`s; each is the client's fault. */
const bodyParserProblems: Record<string, { status: number; detail: string }> = {
  'entity.parse.failed': { status: 400, detail: 'The request body is not valid JSON' },
  'entity.too.large': { status: 413, detail: 'The request body is too large' },
  'encoding.unsupported': { status: 415, detail: 'The request body encoding is not supported' },
  'charset.unsupported': { status: 415, detail: 'The request body charset is not supported' },
  'request.aborted': { status: 400, detail: 'The request was aborted' },
};

const domainStatus: Record<DomainError['code'], number> = {
  already_exists: HttpStatus.CONFLICT,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  key_reused: HttpStatus.UNPROCESSABLE_ENTITY,
};

function titleFor(status: number): string {
  const name = HttpStatus[status];
  return name ? name.charAt(0) + name.slice(1).toLowerCase().replaceAll('_', ' ') : 'Error';
}

function problem(
  status: number,
  detail: string,
  extra: Partial<ProblemDetails> = {},
): ProblemDetails {
  return { type: 'about:blank', title: titleFor(status), status, detail, ...extra };
}

/** Turns every error into a problem+json response; nothing internal leaks in a 500. */
export function toProblem(error: unknown): ProblemDetails {
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse();
    if (typeof body === 'object' && body !== null && 'type' in body) return body as ProblemDetails;
    return problem(status, typeof body === 'string' ? body : error.message);
  }
  if (error instanceof DomainError)
    return problem(domainStatus[error.code], error.message, { code: error.code });
  if (error instanceof ConcurrencyError) {
    return problem(409, 'This record was changed at the same time; please try again', {
      code: 'conflict',
    });
  }
  if (error instanceof SubjectErasedError) {
    // A stale session of an erased owner: nothing of theirs exists, and nothing new is kept.
    return problem(404, 'No owner session: your data was erased', { code: 'not_found' });
  }
  const parserType = (error as { type?: unknown } | null)?.type;
  const known = typeof parserType === 'string' ? bodyParserProblems[parserType] : undefined;
  if (known) return problem(known.status, known.detail);
  return problem(500, 'Something went wrong on our side. Please try again.');
}

@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const body = toProblem(error);
    if (body.status >= 500) {
      recordFailure(response, error);
      this.logger.error(`${request.method} ${request.path} failed`, (error as Error)?.stack);
    }
    response.status(body.status).type(PROBLEM_JSON_CONTENT_TYPE).send(JSON.stringify(body));
  }
}
