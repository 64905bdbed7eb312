import { API_ROUTES, type ApiRoute } from '@fairwrench/contracts';
import { setApiTransport } from '../lib/api-client';
import { httpCall, type ApiCall } from '../lib/api/http-call';

/**
 * Unit tests have no worker: importing this module makes `callApi` run each call in the test's
 * own process, with the same HTTP and contract check the API worker makes.
 */
setApiTransport({
  call: (name, call) => httpCall(API_ROUTES[name] as ApiRoute, call as ApiCall<ApiRoute>),
});
