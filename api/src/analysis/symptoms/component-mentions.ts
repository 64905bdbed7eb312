/**
 * Owners often name the part they suspect ("fuel filter never changed", "12v battery",
 * "DPF light", "capacity bars"). This scores how strongly the owner's words name each job's
 * components: shared words between the text and the job's name (and, weaker, its
 * description), each weighted by how rare the word is across jobs (IDF).
 */
const STOP = new Set(
  [
    'a an and are as at be but by car do does for from has have in is it its my of on or so that the this to was when with will your you not no engine vehicle worn failing failed faulty leaking slipping sticking stuck noisy bad broken loose weak dirty clogged cracked torn bent overdue old burnt dry working work works',
    // Where the car went and who paid, not a part: most owners who write in have been to the
    // dealer under warranty, so a job whose description says "a dealer reflash ... under
    // warranty" is no likelier for it. (A wider list of story words, "then", "problem",
    // "miles", was tried on the tune half and lost two cases: they stay for now.)
    'dealer warranty',
  ]
    .join(' ')
    .split(' '),
);

/** Words that turn the word before them into a dashboard indicator ("temperature gauge"). */
const INDICATORS = new Set(
  'gauge gauges needle light lights lamp lamps warning indicator indicators'.split(' '),
);

/**
 * The owner's words as stems. A word naming what an indicator shows ("temperature gauge",
 * "battery light") names the gauge, not the part: it is left out, and the warning itself is
 * read as a cue.
 */
export function stems(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ');
  return words
    .filter((w, i) => !INDICATORS.has(words[i + 1] ?? ''))
    .filter((w, i) => !ownBody(words, i))
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

const PERSON = new Set('my his her your our their'.split(' '));
const BODY = new Set(
  'head hand hands arm arms neck foot feet knee knees leg legs face ear ears eye eyes finger fingers shoulder'.split(
    ' ',
  ),
);

/**
 * "It falls down on my head", "burned my hand": the owner's own body, not a cylinder head. A
 * part name that goes on ("my head gasket") is still the part.
 */
function ownBody(words: readonly string[], i: number): boolean {
  const next = words[i + 1] ?? '';
  return (
    BODY.has(words[i] ?? '') && PERSON.has(words[i - 1] ?? '') && (next === '' || STOP.has(next))
  );
}

export interface MentionIndex {
  readonly name: ReadonlyMap<string, ReadonlySet<string>>;
  readonly description: ReadonlyMap<string, ReadonlySet<string>>;
  readonly idf: ReadonlyMap<string, number>;
}

export function indexMentions(
  jobs: readonly { id: string; name: string; description: string }[],
): MentionIndex {
  const name = new Map<string, Set<string>>();
  const description = new Map<string, Set<string>>();
  const documents = new Map<string, number>();
  for (const job of jobs) {
    const own = new Set(stems(job.name));
    const told = new Set(stems(job.description));
    name.set(job.id, own);
    description.set(job.id, told);
    for (const word of new Set([...own, ...told]))
      documents.set(word, (documents.get(word) ?? 0) + 1);
  }
  const idf = new Map<string, number>();
  for (const [word, count] of documents) idf.set(word, Math.log(jobs.length / count));
  return { name, description, idf };
}

export interface Mention {
  readonly score: number;
  /** The owner's words that name this job's components. */
  readonly words: readonly string[];
}

/** Nothing named: what an empty set of words, or a disproved finding, counts for. */
export const NO_MENTION: Mention = { score: 0, words: [] };

export function mentionOf(
  index: MentionIndex,
  jobId: string,
  ownerStems: ReadonlySet<string>,
): Mention {
  // Most owners say nothing found, tried or ruled out: those sets are empty.
  if (ownerStems.size === 0) return NO_MENTION;
  let score = 0;
  const words: string[] = [];
  for (const word of index.name.get(jobId) ?? []) {
    if (!ownerStems.has(word)) continue;
    score += index.idf.get(word) ?? 0;
    words.push(word);
  }
  for (const word of index.description.get(jobId) ?? []) {
    if (ownerStems.has(word)) score += 0.25 * (index.idf.get(word) ?? 0);
  }
  return { score, words };
}

/** IDF above which a name word singles out a few jobs ('alternator', 'pads'; not 'brake'). */
const DISTINCT_IDF = 3;

/**
 * The share of the distinctive words of a job's name the owner's words must hold to name its
 * part. One word a part shares with others ('pads' of "squeak from glazed pads or missing
 * shims", 'bar' of "worn sway bar end links") names those others. A third, not a half, on the
 * tune half (529 cases): at a half top-1 rose 43.1 to 43.9 % but urgency agreement fell 71.5 to
 * 71.1 %; at a third top-1 43.3 %, urgency unchanged.
 */
const NAMED_SHARE = 1 / 3;

/**
 * Whether the given stems ("replaced the plugs") name this job's part: enough of the distinctive
 * words of its name. A bare number ('12 months ago') names no part, though '12' sets the 12-volt
 * battery apart.
 */
export function namesPart(
  index: MentionIndex,
  jobId: string,
  stemsGiven: ReadonlySet<string>,
): boolean {
  const distinct = [...(index.name.get(jobId) ?? [])].filter(
    (word) => !/^\d+$/.test(word) && (index.idf.get(word) ?? 0) >= DISTINCT_IDF,
  );
  const named = distinct.filter((word) => stemsGiven.has(word)).length;
  return named > 0 && named >= NAMED_SHARE * distinct.length;
}
