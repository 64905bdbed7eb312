import type { z } from 'zod';

/**
 * One HTTP call of the API, described once: the Nest controller takes its method, path
 * and success status from it, the OpenAPI document is built from it, and the web client
 * builds its URL from it and parses its answer with `response`.
 */
export interface ApiRoute {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /**
   * Parameters are written `:name`, as Express and Nest write them. Owner calls live under
   * /api; the platform's health and metrics calls beside it (ADR 030).
   */
  readonly path: `/api/${string}` | `/health/${string}` | '/metrics';
  readonly summary: string;
  readonly body?: z.ZodType;
  /** The body may also come as multipart/form-data, with up to five `files` parts. */
  readonly multipart?: boolean;
  readonly query?: z.ZodType;
  /** Optional request headers, by name. */
  readonly headers?: Readonly<Record<string, z.ZodType>>;
  /** Staff calls: `Authorization: Bearer <token>` instead of an owner's session cookie. */
  readonly bearerAuth?: true;
  readonly status: 200 | 201;
  /** The JSON body of the success status; absent when the answer is not described JSON. */
  readonly response?: z.ZodType;
  /** Error statuses the call can answer, each with a problem+json body. */
  readonly errors: readonly number[];
}

/** 'issueId' | 'sha256' for '/api/issues/:issueId/photos/:sha256'. */
export type RouteParamName<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | RouteParamName<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

export type RouteParams<R extends ApiRoute> = Readonly<Record<RouteParamName<R['path']>, string>>;

export type RouteBody<R extends ApiRoute> = R extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;

export type RouteQuery<R extends ApiRoute> = R extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : never;

/** What a success answer carries; `unknown` where the descriptor names no schema. */
export type RouteResponse<R extends ApiRoute> = R extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : unknown;

const PARAMETER = /:(\w+)/g;

export function routeParamNames(path: string): string[] {
  return [...path.matchAll(PARAMETER)].map(([, name]) => name!);
}

/** The path with every parameter filled in and URL-encoded; a missing one is a bug. */
export function routeUrl(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(PARAMETER, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** The path as OpenAPI writes it: '/api/issues/{issueId}'. */
export function openApiPath(path: string): string {
  return path.replace(PARAMETER, '{$1}');
}
