import { snapshotDifferences } from './read-model-snapshot';

describe('read-model snapshots', () => {
  const live = { rm_a: ['{"id":1}', '{"id":2}'], rm_b: ['{"id":1}'] };

  it('are equal when every table holds the same rows', () => {
    expect(
      snapshotDifferences(live, { rm_b: ['{"id":1}'], rm_a: ['{"id":1}', '{"id":2}'] }),
    ).toEqual([]);
  });

  it('name each table whose rows differ, with the rows each side lacks', () => {
    const rebuilt = { rm_a: ['{"id":1}', '{"id":3}'], rm_b: ['{"id":1}'], rm_c: ['{"id":9}'] };
    expect(snapshotDifferences(live, rebuilt)).toEqual([
      { table: 'rm_a', onlyLive: 1, onlyRebuilt: 1 },
      { table: 'rm_c', onlyLive: 0, onlyRebuilt: 1 },
    ]);
  });

  it('count a row applied twice as a difference', () => {
    expect(snapshotDifferences({ rm_b: ['{"id":1}', '{"id":1}'] }, { rm_b: ['{"id":1}'] })).toEqual(
      [{ table: 'rm_b', onlyLive: 0, onlyRebuilt: 0 }],
    );
  });
});
