import { HALVES, halfOf, loadRealSymptoms, sourceKey } from './real-cases';
import { testKnowledge } from '../testing/knowledge';

const knowledge = testKnowledge();
const halves = Object.fromEntries(HALVES.map((half) => [half, loadRealSymptoms(half)]));
const all = HALVES.flatMap((half) => halves[half]!);

describe('the split rule', () => {
  it('keys a source by host and path, ignoring www, case and a trailing slash', () => {
    expect(sourceKey('https://www.CarTalk.com/content/Civic-DX/')).toBe(
      'cartalk.com/content/civic-dx',
    );
    expect(sourceKey('http://cartalk.com/content/civic-dx?page=2')).toBe(
      'cartalk.com/content/civic-dx',
    );
  });

  it('keeps the thread id of forum software that names threads in the query string', () => {
    expect(sourceKey('https://forum.example.org/showthread.php?t=123')).toBe(
      'forum.example.org/showthread.php?t=123',
    );
    expect(sourceKey('https://forum.example.org/showthread.php?t=123')).not.toBe(
      sourceKey('https://forum.example.org/showthread.php?t=124'),
    );
  });

  it('sends every page of one source to the same half', () => {
    expect(halfOf('https://www.cartalk.com/content/my-car-overheating/')).toBe(
      halfOf('http://cartalk.com/content/my-car-overheating?x=1'),
    );
  });
});

describe('the real-world symptom cases', () => {
  it('holds at least 200 cases', () => {
    expect(all.length).toBeGreaterThanOrEqual(200);
  });

  it.each(HALVES)('puts each case of the %s half where its source hashes to', (half) => {
    const misplaced = halves[half]!.filter((c) => halfOf(c.source.url) !== half).map((c) => c.id);
    expect(misplaced).toEqual([]);
  });

  it('never lets one source feed both halves', () => {
    const tune = new Set(halves.tune!.map((c) => sourceKey(c.source.url)));
    const shared = halves['held-out']!.filter((c) => tune.has(sourceKey(c.source.url)));
    expect(shared).toEqual([]);
  });

  it('gives every case its own id', () => {
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  });

  it('labels every case with jobs of the catalogue', () => {
    const unknown = all
      .flatMap((c) => [c.expected, ...c.acceptable])
      .filter((id) => !knowledge.symptoms.model.jobs.some((job) => job.id === id));
    expect(unknown).toEqual([]);
  });
});
