import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { reasonOf } from '../failures';
import type { NewEvent, RecordedEvent } from '../types';
import type { DataKeyStore, SubjectKeys } from './data-keys';

/**
 * Which fields of an event type are personal, and whose. Field paths name string fields:
 * `owner.name`, or `photos[].sha256` for that field of every element of an array. Fields may be
 * added to a rule but never taken out: events sealed under it must stay readable.
 */
export interface PersonalDataRule {
  readonly subjectOf: (data: Record<string, unknown>) => string | undefined;
  readonly fields: readonly string[];
}

export type PersonalDataPolicy = Readonly<Partial<Record<string, PersonalDataRule>>>;

/** Turns events into what is stored and back: the store calls it on every write and read. */
export interface EventCodec {
  encode(events: readonly NewEvent[]): Promise<NewEvent[]>;
  decode(events: readonly RecordedEvent[]): Promise<RecordedEvent[]>;
}

/** A personal field as stored: AES-256-GCM under its subject's data key. */
interface SealedField {
  readonly $sealed: 'aes-256-gcm/v1';
  readonly subject: string;
  /** base64: 12-byte IV. */
  readonly iv: string;
  /** base64: ciphertext followed by the 16-byte tag. */
  readonly data: string;
}

const TAG_BYTES = 16;

function isSealed(value: unknown): value is SealedField {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { $sealed?: unknown }).$sealed === 'aes-256-gcm/v1'
  );
}

/**
 * Binds a sealed value to its subject, its event and its place in it, so it cannot be moved
 * into another event or field and still open.
 */
function associatedData(subject: string, eventId: string, path: string): Buffer {
  return Buffer.from(`fairwrench/personal-data/v1\n${subject}\n${eventId}\n${path}`);
}

type Visit = (value: unknown, path: string) => unknown;

/** A copy of `node` with `visit` applied at the path's leaves; other branches are shared. */
function mapPath(node: unknown, segments: readonly string[], path: string, visit: Visit): unknown {
  if (segments.length === 0) return visit(node, path);
  const [head, ...rest] = segments;
  if (head === '[]') {
    if (!Array.isArray(node)) return node;
    return node.map((item, index) => mapPath(item, rest, `${path}.${index}`, visit));
  }
  if (typeof node !== 'object' || node === null || !(head! in node)) return node;
  const record = node as Record<string, unknown>;
  return {
    ...record,
    [head!]: mapPath(record[head!], rest, path ? `${path}.${head}` : head!, visit),
  };
}

function segmentsOf(field: string): string[] {
  return field
    .split('.')
    .flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), '[]'] : [part]));
}

function mapFields(data: unknown, fields: readonly string[], visit: Visit): unknown {
  return fields.reduce((current, field) => mapPath(current, segmentsOf(field), '', visit), data);
}

/**
 * `data` with every string at `fields` replaced by `replacement`: what a read model writes
 * over an erased owner's copies, the same as a rebuild reads once the key is gone.
 */
export function replacePersonalFields(
  data: unknown,
  fields: readonly string[],
  replacement: string,
): unknown {
  return mapFields(data, fields, (value) => (typeof value === 'string' ? replacement : value));
}

/**
 * Crypto-shredding (docs/decisions/024-erasure-by-crypto-shredding.md): personal fields are
 * sealed with their owner's data key on the way in and opened on the way out. Once the key is
 * destroyed they open as `erased`, the value the product shows for erased data; the events and
 * every other field stay as they were.
 */
export class PersonalDataCodec implements EventCodec {
  private readonly fieldSegments = new Map<string, string[][]>();

  constructor(
    private readonly policy: PersonalDataPolicy,
    private readonly keys: DataKeyStore,
    /** What an erased field reads as. */
    private readonly erased: string,
  ) {
    for (const [type, rule] of Object.entries(policy)) {
      if (rule) this.fieldSegments.set(type, rule.fields.map(segmentsOf));
    }
  }

  async encode(events: readonly NewEvent[]): Promise<NewEvent[]> {
    const subjects = new Map<NewEvent, string>();
    for (const event of events) {
      const rule = this.policy[event.type];
      if (!rule || !this.hasPersonalValue(event)) continue;
      const subject = rule.subjectOf(event.data as Record<string, unknown>);
      if (!subject)
        throw new Error(
          `${event.type} ${event.metadata.eventId} holds personal data but names no owner`,
        );
      subjects.set(event, subject);
    }
    if (subjects.size === 0) return [...events];
    const keys = await this.keys.keysForWriting([...subjects.values()]);
    return events.map((event) => {
      const subject = subjects.get(event);
      if (!subject) return event;
      const key = keys.get(subject)!;
      const data = mapFields(event.data, this.policy[event.type]!.fields, (value, path) =>
        typeof value === 'string' ? seal(value, key, subject, event.metadata.eventId, path) : value,
      );
      return { ...event, data };
    });
  }

  async decode(events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects = new Set<string>();
    for (const event of events) {
      const rule = this.policy[event.type];
      if (!rule) continue;
      mapFields(event.data, rule.fields, (value) => {
        if (isSealed(value)) subjects.add(value.subject);
        return value;
      });
    }
    if (subjects.size === 0) return [...events];
    const keys = await this.keys.keysOf([...subjects]);
    return events.map((event) => {
      const rule = this.policy[event.type];
      if (!rule || event.unreadable !== undefined) return event;
      try {
        const data = mapFields(event.data, rule.fields, (value, path) =>
          isSealed(value) ? this.open(value, keys, event.metadata.eventId, path) : value,
        );
        return { ...event, data };
      } catch (error) {
        // One altered or truncated field spoils its event, never the rest of the read.
        return { ...event, unreadable: `a personal field does not open: ${reasonOf(error)}` };
      }
    });
  }

  private hasPersonalValue(event: NewEvent): boolean {
    let found = false;
    for (const segments of this.fieldSegments.get(event.type) ?? []) {
      mapPath(event.data, segments, '', (value) => {
        if (typeof value === 'string') found = true;
        return value;
      });
    }
    return found;
  }

  private open(sealed: SealedField, keys: SubjectKeys, eventId: string, path: string): string {
    const key = keys.get(sealed.subject);
    if (!key) return this.erased;
    const iv = Buffer.from(sealed.iv, 'base64');
    const body = Buffer.from(sealed.data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(associatedData(sealed.subject, eventId, path));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    // A value that fails its tag was altered: that is corruption, not erasure, and throws.
    return Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}

function seal(
  value: string,
  key: Buffer,
  subject: string,
  eventId: string,
  path: string,
): SealedField {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(subject, eventId, path));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    $sealed: 'aes-256-gcm/v1',
    subject,
    iv: iv.toString('base64'),
    data: body.toString('base64'),
  };
}
