import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * One id follows a request everywhere it goes: the response's `x-request-id` header, the
 * request's log line, the `correlationId` of every event it records, the log lines of the
 * workers that react to those events, and the `fairwrench-correlation-id` header of the Kafka
 * message a lead becomes (docs/operations.md, "Following one request").
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * The caller's own `x-request-id` when it is a UUID (a proxy or a client that already logs
 * under it), a new one otherwise: anything else could carry text into logs and events.
 */
export function requestIdFor(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && UUID.test(given) ? given.toLowerCase() : randomUUID();
}

interface WithRequestId {
  requestId?: string;
}

/** Gives the request its id and answers it in the response header, before anything else runs. */
export function assignRequestId() {
  return (request: Request, response: Response, next: NextFunction): void => {
    const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER]);
    (request as WithRequestId).requestId = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    next();
  };
}

/** The id `assignRequestId` gave this request; a new one where it did not run. */
export function requestIdOf(request: Request): string {
  const holder = request as WithRequestId;
  holder.requestId ??= randomUUID();
  return holder.requestId;
}

/** A controller's parameter: the correlation id of the events this request records. */
export const CorrelationId = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  requestIdOf(context.switchToHttp().getRequest<Request>()),
);
