import { isInfrastructureFailure, TransientError } from './failures';
import { holdsUnstorableText, storableText } from './storable-text';
import { ConcurrencyError } from './types';

const sqlError = (code: string) => Object.assign(new Error(`sql ${code}`), { code });

describe('what a subscription retries and what it parks', () => {
  it.each([
    ['a lost connection', sqlError('08006')],
    ['a deadlock', sqlError('40P01')],
    ['a missing table (a migration not run)', sqlError('42P01')],
    ['a shutdown', sqlError('57P01')],
    ['a refused socket', sqlError('ECONNREFUSED')],
    ['a broker failure', new TransientError('broker down')],
    ['a race on a stream', new ConcurrencyError('s', 'no_stream', 1n)],
    ['a pool that ended', new Error('Cannot use a pool after calling end on the pool')],
    ['one wrapped in another', new Error('batch failed', { cause: sqlError('08001') })],
  ])('retries %s', (_, error) => {
    expect(isInfrastructureFailure(error)).toBe(true);
  });

  it.each([
    ['text PostgreSQL refuses', sqlError('22P05')],
    ['a bad uuid', sqlError('22P02')],
    ['a null in a not-null column', sqlError('23502')],
    ['a type error in a handler', new TypeError("Cannot read properties of null (reading 'x')")],
    ['something thrown that is not an error', 'oops'],
  ])('blames the data for %s', (_, error) => {
    expect(isInfrastructureFailure(error)).toBe(false);
  });
});

describe('text the log can store', () => {
  it('finds a NUL or a lone surrogate at any depth, in keys too', () => {
    expect(holdsUnstorableText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(holdsUnstorableText({ ['\ud800']: 1 })).toBe(true);
    expect(holdsUnstorableText({ a: ['Zoë 🚗', 1, null, undefined] })).toBe(false);
    let deep: unknown = '\udc00';
    for (let i = 0; i < 200_000; i++) deep = { d: deep };
    expect(holdsUnstorableText(deep)).toBe(true);
  });

  it('spells out what it cannot store, for a reason quoting bad data', () => {
    expect(storableText('a\u0000b \ud800 🚗')).toBe('a\\0b \\ud800 🚗');
  });
});
