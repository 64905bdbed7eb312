import {
  APP_REQUEST_HEADER,
  APP_REQUEST_HEADER_VALUE,
  routeUrl,
  type ApiRoute,
  type RouteBody,
  type RouteParamName,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@fairwrench/contracts';
import { ApiContractError, ApiError } from './api-errors';

type Query = Record<string, string | number | null | undefined>;

/** What one call sends, typed by its descriptor: path parameters, query, body and headers. */
export type ApiCall<R extends ApiRoute> = {
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
} & ([RouteParamName<R['path']>] extends [never]
  ? { readonly params?: never }
  : { readonly params: RouteParams<R> }) &
  ([RouteQuery<R>] extends [never]
    ? { readonly query?: never }
    : { readonly query: RouteQuery<R> }) &
  ([RouteBody<R>] extends [never]
    ? { readonly body?: never }
    : { readonly body: RouteBody<R> | (R extends { multipart: true } ? FormData : never) });

interface LooseCall {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Query;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The body text of a failed answer. Our API answers problem+json; its `detail` is the readable
 * part (e.g. 'Please enter a valid ZIP code'), so that stands for the body rather than the
 * raw JSON, which would fill a toast with braces.
 */
async function failureText(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  if (!response.headers.get('content-type')?.includes('json')) return body;
  try {
    const problem = JSON.parse(body) as { detail?: unknown; title?: unknown };
    if (typeof problem.detail === 'string' && problem.detail) return problem.detail;
    if (typeof problem.title === 'string' && problem.title) return problem.title;
  } catch {
    // Not JSON after all: show it as it came.
  }
  return body;
}

async function failure(response: Response): Promise<ApiError> {
  const text = await failureText(response);
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

function requestInit(route: ApiRoute, call: LooseCall): RequestInit {
  // The app's own mark: the API refuses a write that cannot show it comes from its pages.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE,
    ...call.headers,
  };
  const init: RequestInit = { credentials: 'include', headers, signal: call.signal };
  if (route.method !== 'GET') init.method = route.method;
  if (call.body instanceof FormData) init.body = call.body;
  else if (call.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(call.body);
  }
  return init;
}

/**
 * One call over HTTP, as section 7's generic data layer makes it: from its route descriptor in
 * contracts, with credentials; reads are GET with empty query values left out; writes send
 * JSON only when there is a body (multipart when it is a FormData), and every call carries the
 * app's request header (ADR 037). Any non-OK answer becomes an ApiError whose message is
 * "{status}: {body}" (or the status text when the body is empty); an OK body is parsed with
 * the route's response schema unless the call says `unchecked`. Nothing is retried. The page
 * never calls this itself: `callApi` (../api-client.ts) runs it in the API worker.
 */
export async function httpCall<R extends ApiRoute>(
  route: R,
  call: ApiCall<R> & { readonly unchecked?: boolean },
): Promise<RouteResponse<R>> {
  const loose = call as LooseCall;
  const url = withQuery(routeUrl(route.path, loose.params), loose.query);
  const response = await fetch(url, requestInit(route, loose));
  if (!response.ok) throw await failure(response);
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!route.response || call.unchecked) return body as RouteResponse<R>;
  const parsed = route.response.safeParse(body);
  if (!parsed.success)
    throw new ApiContractError(`${route.method} ${route.path}`, parsed.error.issues);
  return parsed.data as RouteResponse<R>;
}
