import { applyDecorators, HttpCode, RequestMapping, RequestMethod } from '@nestjs/common';
import type { ApiRoute, RouteResponse } from '@fairwrench/contracts';

type Answer<R extends ApiRoute> = RouteResponse<R> | Promise<RouteResponse<R>>;

/**
 * Routes a controller method by its descriptor in contracts, so the path, method and success
 * status the server answers are the ones the OpenAPI document and the web client use; the
 * controller itself is `@Controller()` with no prefix. The method must return what the
 * descriptor's response schema describes. A GET route answers HEAD too (Express does that).
 * A handler may still pick another 2xx with `@Res({ passthrough: true })`.
 */
export function Endpoint<R extends ApiRoute>(route: R) {
  const decorate = applyDecorators(
    RequestMapping({ method: RequestMethod[route.method], path: route.path }),
    HttpCode(route.status),
  );
  return <F extends (...args: never[]) => Answer<R>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<F>,
  ): void => {
    decorate(target, key, descriptor);
  };
}
