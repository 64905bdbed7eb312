import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { SqlClient } from '../sql-client';

/**
 * One data key per data subject (an owner), kept apart from the events it encrypts
 * (docs/decisions/024-erasure-by-crypto-shredding.md). Destroying the key is the erasure: every
 * field sealed with it becomes unreadable in the log, its backups' events and any copy of them.
 */
export const dataKeysDdl = `
create table if not exists es_data_keys (
  subject_id text primary key,
  -- AES-256 key, wrapped by the master key when one is set; null once the subject is erased
  key bytea,
  -- which master key wrapped it ('' when stored unwrapped: the embedded default only)
  wrapped_by text not null default '',
  created_at timestamptz not null default now(),
  erased_at timestamptz,
  constraint es_data_keys_erased_has_no_key check (erased_at is null or key is null)
);
`;

/** An append named personal data of a subject whose key was destroyed. */
export class SubjectErasedError extends Error {
  override readonly name = 'SubjectErasedError';
  constructor(readonly subjectId: string) {
    super(`Data subject ${subjectId} was erased: nothing personal can be recorded for them`);
  }
}

/** The keys of a batch's subjects: a key, or null for an erased subject or one never keyed. */
export type SubjectKeys = ReadonlyMap<string, Buffer | null>;

export interface DataKeyStoreOptions {
  /**
   * 32 bytes that wrap every data key (AES-256-GCM, the subject id as associated data), from
   * the settings in production. Without it keys are stored as they are: the embedded default.
   */
  readonly masterKey?: Buffer | undefined;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A short, stable name for a master key, so a key wrapped by another one is recognised. */
export function masterKeyId(masterKey: Buffer): string {
  return createHash('sha256').update(masterKey).digest('hex').slice(0, 16);
}

/** Reads a master key from its setting: base64 of exactly 32 bytes. */
export function parseMasterKey(setting: string, name = 'DATA_KEYS_MASTER_KEY'): Buffer {
  const key = Buffer.from(setting.trim(), 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error(
      `${name} must be base64 of ${KEY_BYTES} random bytes (openssl rand -base64 32)`,
    );
  return key;
}

interface KeyRow {
  subject_id: string;
  key: Uint8Array | null;
  wrapped_by: string;
}

/** The data keys' table: created on first use, read per batch, destroyed on erasure. */
export class DataKeyStore {
  private readonly masterKey: Buffer | undefined;
  private readonly masterId: string;

  constructor(
    private readonly client: SqlClient,
    options: DataKeyStoreOptions = {},
  ) {
    if (options.masterKey && options.masterKey.length !== KEY_BYTES)
      throw new Error(`The master key must be ${KEY_BYTES} bytes`);
    this.masterKey = options.masterKey;
    this.masterId = options.masterKey ? masterKeyId(options.masterKey) : '';
  }

  /** The subjects' keys, made for those who have none yet; throws for an erased subject. */
  async keysForWriting(subjectIds: readonly string[]): Promise<SubjectKeys> {
    const wanted = [...new Set(subjectIds)];
    if (wanted.length === 0) return new Map();
    const fresh = wanted.map((subjectId) =>
      this.wrap(subjectId, randomBytes(KEY_BYTES)).toString('hex'),
    );
    // Keys travel as hex: both drivers pass text arrays the same way.
    await this.client.query(
      `insert into es_data_keys (subject_id, key, wrapped_by)
       select s, decode(k, 'hex'), w from unnest($1::text[], $2::text[], $3::text[]) as t(s, k, w)
       on conflict (subject_id) do nothing`,
      [wanted, fresh, wanted.map(() => this.masterId)],
      'es_data_keys_create',
    );
    const keys = await this.keysOf(wanted);
    for (const subjectId of wanted) {
      if (!keys.get(subjectId)) throw new SubjectErasedError(subjectId);
    }
    return keys;
  }

  /** The subjects' keys as they are now; null for an erased subject (or one never keyed). */
  async keysOf(subjectIds: readonly string[]): Promise<SubjectKeys> {
    const wanted = [...new Set(subjectIds)];
    const keys = new Map<string, Buffer | null>(wanted.map((id) => [id, null]));
    if (wanted.length === 0) return keys;
    const rows = await this.client.query<KeyRow>(
      `select subject_id, key, wrapped_by from es_data_keys where subject_id = any($1::text[])`,
      [wanted],
      'es_data_keys_read',
    );
    for (const row of rows) {
      keys.set(row.subject_id, row.key ? this.unwrap(row) : null);
    }
    return keys;
  }

  /**
   * Destroys the subject's key, for good: it cannot be made again, so nothing personal can be
   * recorded for them later. Returns false when it was already destroyed.
   */
  async destroy(subjectId: string): Promise<boolean> {
    const rows = await this.client.query<{ subject_id: string }>(
      `insert into es_data_keys (subject_id, key, wrapped_by, erased_at)
       values ($1, null, '', now())
       on conflict (subject_id) do update set key = null, erased_at = now()
       where es_data_keys.erased_at is null
       returning subject_id`,
      [subjectId],
    );
    return rows.length > 0;
  }

  /** Whether the subject was erased. */
  async isErased(subjectId: string): Promise<boolean> {
    const rows = await this.client.query<{ erased: boolean }>(
      `select erased_at is not null as erased from es_data_keys where subject_id = $1`,
      [subjectId],
    );
    return rows[0]?.erased ?? false;
  }

  private wrap(subjectId: string, key: Buffer): Buffer {
    if (!this.masterKey) return key;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.masterKey, iv);
    cipher.setAAD(Buffer.from(subjectId));
    const sealed = Buffer.concat([cipher.update(key), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]);
  }

  private unwrap(row: KeyRow): Buffer {
    const stored = Buffer.from(row.key!);
    if (row.wrapped_by === '') return stored;
    if (!this.masterKey || row.wrapped_by !== this.masterId)
      throw new Error(
        `The data key of ${row.subject_id} is wrapped by master key ${row.wrapped_by}, which is not configured`,
      );
    const decipher = createDecipheriv('aes-256-gcm', this.masterKey, stored.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(row.subject_id));
    decipher.setAuthTag(stored.subarray(stored.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(stored.subarray(IV_BYTES, stored.length - TAG_BYTES)),
      decipher.final(),
    ]);
  }
}
