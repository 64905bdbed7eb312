import type { CollisionData } from './collision-schema';

export type Impact = 'front' | 'rear' | 'side';
export type ImpactPatterns = Readonly<Record<Impact, readonly RegExp[]>>;

export function buildImpactPatterns(impacts: CollisionData['impacts']): ImpactPatterns {
  const compile = (list: readonly string[]) => list.map((p) => new RegExp(p));
  return {
    front: compile(impacts.front),
    rear: compile(impacts.rear),
    side: compile(impacts.side),
  };
}

/**
 * Which ends of the car the story says were hit: "got rear ended" is the rear, "I rear ended
 * someone" the front, "t-boned" the side. Used to place an unplaced "bumper" and to guess the
 * damaged areas when the owner names none.
 */
export function readImpacts(normalized: string, all: ImpactPatterns): Impact[] {
  return (['front', 'rear', 'side'] as const).filter((impact) =>
    all[impact].some((p) => p.test(normalized)),
  );
}

/** The end of the car the story points to, when it points to exactly one of front and rear. */
export function singleEnd(impacts: readonly Impact[]): 'front' | 'rear' | null {
  const ends = impacts.filter((i): i is 'front' | 'rear' => i !== 'side');
  return ends.length === 1 ? (ends[0] ?? null) : null;
}
