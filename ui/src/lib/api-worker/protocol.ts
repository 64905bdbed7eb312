import type { API_ROUTES, RouteResponse } from '@fairwrench/contracts';
import type { ApiCall } from '../api-client';

/** The routes by name, as the worker finds them in the contracts. */
export type Routes = typeof API_ROUTES;
export type RouteName = keyof Routes;

/** A call the worker can make: JSON only (a FormData body cannot cross to a worker), no signal. */
export type WorkerCall<K extends RouteName> = Omit<ApiCall<Routes[K]>, 'signal'>;
export type WorkerAnswer<K extends RouteName> = RouteResponse<Routes[K]>;

/** The page asks: make call `id` (or abort it). */
export type Request =
  | {
      readonly kind: 'call';
      readonly id: number;
      readonly route: RouteName;
      readonly call: unknown;
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
