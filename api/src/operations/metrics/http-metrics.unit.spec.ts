import { routeLabel, statusClass, UNMATCHED_ROUTE } from './http-metrics';

describe('HTTP metrics labels', () => {
  it.each([
    [200, '2xx'],
    [204, '2xx'],
    [304, '3xx'],
    [404, '4xx'],
    [503, '5xx'],
  ])('put status %i in the class %s', (status, expected) => {
    expect(statusClass(status)).toBe(expected);
  });

  it('name the route template the request matched, not its URL', () => {
    expect(routeLabel({ path: '/api/vehicles/:vehicleId' })).toBe('/api/vehicles/:vehicleId');
  });

  it('label requests no route matched as one series', () => {
    expect(routeLabel(undefined)).toBe(UNMATCHED_ROUTE);
    expect(routeLabel({ path: /regexp/ })).toBe(UNMATCHED_ROUTE);
  });
});
