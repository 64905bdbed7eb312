import { ISSUE_TYPES, ISSUE_TYPE_LABELS, LIMITS, probabilityLabel } from './constants';

describe('probabilityLabel', () => {
  it.each([
    [100, 'Most likely cause'],
    [80, 'Most likely cause'],
    [79.9, 'Likely cause'],
    [60, 'Likely cause'],
    [40, 'Possible cause'],
    [39, 'Less likely cause'],
    [0, 'Less likely cause'],
  ])('labels %p%% as %p', (probability, label) => {
    expect(probabilityLabel(probability)).toBe(label);
  });
});

describe('issue types', () => {
  it('labels every issue type', () => {
    expect(Object.keys(ISSUE_TYPE_LABELS)).toEqual([...ISSUE_TYPES]);
  });
});

describe('limits', () => {
  it('keeps the spec values', () => {
    expect(LIMITS).toMatchObject({ nameMin: 2, zipMin: 5, managedZipMax: 10, photosMax: 5 });
  });
});
