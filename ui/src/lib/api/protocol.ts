import type { API_ROUTES, RouteResponse } from '@fairwrench/contracts';
import type { ApiCall } from './http-call';

/** The routes by name, as the API worker finds them in the contracts. */
export type Routes = typeof API_ROUTES;
export type RouteName = keyof Routes;

/** What the page sends for one call: the route's parameters, query, body and headers. */
export type CallOf<K extends RouteName> = ApiCall<Routes[K]> & {
  /** Answer the OK body as it came, unparsed: for the test pages, which show a wrong shape. */
  readonly unchecked?: boolean;
};
export type AnswerOf<K extends RouteName> = RouteResponse<Routes[K]>;

/**
 * Where calls are made: the API worker in the browser; in-process in unit tests
 * (ui/src/testing/in-process-api.ts), where no worker runs.
 */
export interface ApiTransport {
  call<K extends RouteName>(name: K, call: CallOf<K>): Promise<unknown>;
}

/** A FormData cannot cross to a worker; its entries (strings and Files) can. */
export type WireBody = { readonly formEntries: [string, FormDataEntryValue][] } | unknown;

/** The page asks: make call `id` (or abort it). */
export type Request =
  | {
      readonly kind: 'call';
      readonly id: number;
      readonly route: RouteName;
      readonly call: { readonly body?: WireBody; readonly [key: string]: unknown };
    }
  | { readonly kind: 'abort'; readonly id: number };

/** The worker answers: the parsed body, or the failure as the page's error classes describe it. */
export type Reply =
  | { readonly id: number; readonly ok: true; readonly data: unknown }
  | {
      readonly id: number;
      readonly ok: false;
      readonly name: string;
      readonly message: string;
      readonly status?: number;
    };
