/**
 * The generic data layer of section 7: every call to our own server sends credentials; reads
 * are GET with a JSON answer and empty query values left out; writes send JSON only when there
 * is a body. Any non-OK answer becomes an Error whose message is "{status}: {body}" (or the
 * status text when the body is empty), and nothing is retried.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | null | undefined>;

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

async function send(path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(path, { credentials: 'include', ...init });
  if (!response.ok) throw await failure(response);
  return response;
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export async function getJson<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  const response = await send(withQuery(path, query), {
    headers: { Accept: 'application/json' },
    signal,
  });
  return json<T>(response);
}

export async function sendJson<T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const init: RequestInit = { method, headers: { Accept: 'application/json', ...headers } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return json<T>(await send(path, init));
}

export async function sendForm<T>(
  path: string,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<T> {
  return json<T>(await send(path, { method: 'POST', body: form, headers }));
}
