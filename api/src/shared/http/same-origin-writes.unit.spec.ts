import { crossSiteReason } from './same-origin-writes';

const ORIGIN = 'https://fairwrench.example';

describe('which writes come from the app (OWASP CSRF cheat sheet)', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'same-origin', origin: ORIGIN }],
    [{ origin: ORIGIN }],
    [{ 'x-fairwrench-request': '1' }],
  ])('lets %j through', (headers) => {
    expect(crossSiteReason(headers, ORIGIN)).toBeUndefined();
  });

  it.each([
    [{ 'sec-fetch-site': 'cross-site' }, /cross-site page/],
    [{ 'sec-fetch-site': 'same-site' }, /same-site page/],
    [{ 'sec-fetch-site': 'none' }, /none page/],
    // Fetch Metadata decides when present: the app's header does not outweigh it.
    [{ 'sec-fetch-site': 'cross-site', 'x-fairwrench-request': '1' }, /cross-site/],
    [{ origin: 'https://evil.example' }, /came from https:\/\/evil.example/],
    [{ origin: 'null' }, /came from null/],
    [{ origin: 'http://fairwrench.example' }, /came from/],
    [{ origin: 'https://evil.example', 'x-fairwrench-request': '1' }, /evil/],
    [{}, /neither .* nor the X-FairWrench-Request header/],
    [{ 'x-fairwrench-request': 'yes' }, /X-FairWrench-Request/],
  ])('refuses %j', (headers, reason) => {
    expect(crossSiteReason(headers, ORIGIN)).toMatch(reason);
  });
});
