import { editDistance, isTypoOf } from '../text/edit-distance';
import { compact, type MakeEntry, type ModelEntry } from './vehicle-knowledge';

interface Candidate {
  readonly model: ModelEntry;
  readonly score: number;
}

interface NamedModel {
  readonly model: ModelEntry;
  readonly names: readonly string[];
}

const compactedByMake = new WeakMap<MakeEntry, readonly NamedModel[]>();

function namedModels(make: MakeEntry): readonly NamedModel[] {
  let named = compactedByMake.get(make);
  if (!named) {
    named = make.models.map((model) => ({
      model,
      names: model.names.map(compact).filter(Boolean),
    }));
    compactedByMake.set(make, named);
  }
  return named;
}

/**
 * Finds the model entry for what the owner typed. A name matches when the typed text starts
 * with it after compacting ('civic lx' -> Civic, 'F150 XLT' -> F-150, 'rav 4' -> RAV4); the
 * longest name wins, so 'Prius Prime' beats 'Prius'. Entries limited to model years win ties.
 * Typos are forgiven only when nothing matches exactly.
 */
export function matchModel(
  make: MakeEntry,
  texts: readonly string[],
  year: number,
): ModelEntry | undefined {
  const models = namedModels(make).filter(
    ({ model }) => !model.years || (year >= model.years[0] && year <= model.years[1]),
  );
  // Both with and without a leading make word: 'Ford F-150' is F-150, 'Range Rover Sport' is itself.
  const keys = [...new Set(texts.flatMap((t) => [compact(t), withoutMake(compact(t), make)]))];
  const usable = keys.filter(Boolean);
  return (
    best(usable.flatMap((key) => prefixMatches(models, key))) ??
    best(usable.flatMap((key) => typoMatches(models, key)))
  );
}

function withoutMake(key: string, make: MakeEntry): string {
  const makeKeys = [make.name, ...(make.aliases ?? [])].map(compact);
  const lead = makeKeys.find((k) => key.startsWith(k) && key.length > k.length);
  return lead ? key.slice(lead.length) : key;
}

function prefixMatches(models: readonly NamedModel[], key: string): Candidate[] {
  return models.flatMap(({ model, names }) =>
    names
      .filter((name) => key.startsWith(name))
      .map((name) => ({ model, score: name.length * 2 + (model.years ? 1 : 0) })),
  );
}

// The typed text may run on past the name ('camery le'), so its head is compared at the
// name's length and one either side.
function typoMatches(models: readonly NamedModel[], key: string): Candidate[] {
  return models.flatMap(({ model, names }) =>
    names.flatMap((name) => {
      const heads = [-1, 0, 1].map((d) => key.slice(0, name.length + d));
      const typed = heads.filter((head) => isTypoOf(head, name));
      if (typed.length === 0) return [];
      const distance = Math.min(...typed.map((head) => editDistance(head, name)));
      return [{ model, score: name.length * 2 - distance * 4 }];
    }),
  );
}

function best(candidates: readonly Candidate[]): ModelEntry | undefined {
  let top: Candidate | undefined;
  for (const c of candidates) if (!top || c.score > top.score) top = c;
  return top?.model;
}
