import { cueVocabulary, loadCueVocabulary } from './cue-vocabulary';
import { loadKnowledge } from '../knowledge-loader';
import { lexiconSchema } from './lexicon-schema';
import { loadLexicon } from './load-lexicon';

describe('knowledge/lexicon.json', () => {
  const lexicon = loadKnowledge('lexicon.json', lexiconSchema);

  it('says where its vocabulary comes from', () => {
    expect(lexicon.sources.length).toBeGreaterThan(0);
    expect(lexicon.note).toMatch(/own/i);
  });

  it('can produce every cue in the vocabulary (a phrase or a rule emits it)', () => {
    const emitted = new Set([...lexicon.phrases, ...lexicon.rules].flatMap((e) => e.emit));
    expect(loadCueVocabulary().ids.filter((id) => !emitted.has(id))).toEqual([]);
  });

  it('loads only against a vocabulary that holds every cue it names', () => {
    expect(() =>
      loadLexicon(cueVocabulary({ 'condition:highway': 'x', 'condition:low_speed': 'y' })),
    ).toThrow(/lexicon\.json names cues missing from cues\.json: .*noise:/);
  });
});
