import {
  decodeLeadTrailCursor,
  encodeLeadTrailCursor,
  leadTrailQuerySchema,
  toLeadTrailFilters,
} from './compliance';
import { ids } from '../test-fixtures';

const position = { sharedAt: '2026-11-21T09:00:00.000123Z', sharingId: ids.event };

const errorsOf = (query: object) =>
  leadTrailQuerySchema.safeParse(query).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('lead trail cursor', () => {
  it('round-trips a position as opaque base64url', () => {
    const cursor = encodeLeadTrailCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLeadTrailCursor(cursor)).toEqual(position);
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['not JSON', 'bm90LWpzb24'],
    ['another shape', encodeLeadTrailCursor({ sharedAt: 'yesterday', sharingId: ids.event })],
    ['too long', 'a'.repeat(201)],
    [
      'in year 0000, which PostgreSQL refuses',
      encodeLeadTrailCursor({ sharedAt: '0000-01-01T00:00:00.000Z', sharingId: ids.event }),
    ],
    [
      'before 1970',
      encodeLeadTrailCursor({ sharedAt: '1969-12-31T23:59:59.999999Z', sharingId: ids.event }),
    ],
  ])('refuses a cursor that is %s', (_case, cursor) => {
    expect(decodeLeadTrailCursor(cursor)).toBeUndefined();
  });

  it('takes a cursor at either end of the years the database holds', () => {
    for (const sharedAt of ['1970-01-01T00:00:00.000000Z', '9999-12-31T23:59:59.999999Z']) {
      const at = { sharedAt, sharingId: ids.event };
      expect(decodeLeadTrailCursor(encodeLeadTrailCursor(at))).toEqual(at);
    }
  });
});

describe('lead trail query', () => {
  it('takes every filter and reads the limit as a number, 50 when left out', () => {
    const cursor = encodeLeadTrailCursor(position);
    const query = leadTrailQuerySchema.parse({
      owner: ids.user,
      shop: 'shop-42',
      from: '2026-11-01T00:00:00Z',
      to: '2026-12-01T00:00:00+01:00',
      cursor,
      limit: '500',
    });
    expect(toLeadTrailFilters(query)).toEqual({
      ownerId: ids.user,
      shopId: 'shop-42',
      from: '2026-11-01T00:00:00Z',
      to: '2026-12-01T00:00:00+01:00',
      cursor,
      limit: 500,
    });
    expect(toLeadTrailFilters(leadTrailQuerySchema.parse({}))).toEqual({ limit: 50 });
  });

  it.each([
    [{ owner: 'u1' }, 'owner', 'owner must be an owner id (a UUID)'],
    [{ shop: 'Shop 42' }, 'shop', 'shop must be a shop id such as shop-42'],
    [{ from: '2026-11-01' }, 'from', 'from must be an ISO date-time such as 2026-11-01T00:00:00Z'],
    [{ from: '0001-01-01T00:00:00Z' }, 'from', 'from must fall between the years 1970 and 9999'],
    [{ to: 'tomorrow' }, 'to', 'to must be an ISO date-time such as 2026-11-01T00:00:00Z'],
    [{ cursor: 'abc' }, 'cursor', 'cursor must be a nextCursor this call answered'],
    [
      { cursor: encodeLeadTrailCursor({ ...position, sharedAt: '0000-01-01T00:00:00.000Z' }) },
      'cursor',
      'cursor must be a nextCursor this call answered',
    ],
    [{ limit: '0' }, 'limit', 'limit must be a whole number from 1 to 500'],
    [{ limit: '501' }, 'limit', 'limit must be a whole number from 1 to 500'],
    [{ limit: '1e2' }, 'limit', 'limit must be a whole number from 1 to 500'],
    [
      { from: '2026-12-01T00:00:00Z', to: '2026-11-01T00:00:00Z' },
      'to',
      'to must not be before from',
    ],
  ])('refuses %j', (query, path, message) => {
    expect(errorsOf(query)).toEqual([[path, message]]);
  });

  it('refuses unknown parameters and repeated ones', () => {
    expect(errorsOf({ page: '2' })?.[0]?.[0]).toBe('');
    expect(errorsOf({ owner: [ids.user, ids.user] })?.[0]?.[0]).toBe('owner');
  });
});
