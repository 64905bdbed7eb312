import { causeBadge, ISSUE_TYPES, ISSUE_TYPE_LABELS, LIMITS, probabilityLabel } from './constants';

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

describe('causeBadge', () => {
  it('calls the first cause most likely only when it clearly leads', () => {
    expect(causeBadge([36, 12, 8], 0)).toBe('Most likely cause');
    expect(causeBadge([36, 30, 8], 0)).toBe('Possible cause');
    expect(causeBadge([14, 8], 0)).toBe('Possible cause');
    expect(causeBadge([85], 0)).toBe('Most likely cause');
  });

  it('never calls a later cause more than possible, nor any cause less likely', () => {
    const percents = [60, 20, 5];
    expect(percents.map((_, i) => causeBadge(percents, i))).toEqual([
      'Most likely cause',
      'Possible cause',
      'Possible cause',
    ]);
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
