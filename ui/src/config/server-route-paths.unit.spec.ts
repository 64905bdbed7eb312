/// <reference types="jest" />
import { paths } from './paths';
import { serverRoutePaths } from './server-route-paths';

describe('the routes the server answers 200 for', () => {
  const served = serverRoutePaths([paths.home, paths.confirmation, '*']);

  it('spells out the confirmation pages, so /steps/confirmation/bogus is a 404', () => {
    expect(served).toEqual([
      '/',
      '/steps/confirmation/recommendations',
      '/steps/confirmation/managed',
    ]);
  });

  it('leaves no parameter for any route of the web app', () => {
    expect(serverRoutePaths(Object.values(paths)).filter((path) => path.includes(':'))).toEqual([]);
  });
});
