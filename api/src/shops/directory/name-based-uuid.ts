import { createHash } from 'node:crypto';
import { uuidFromDigest } from '@fairwrench/contracts';

/** Our namespace for name-based ids (a random v4 uuid, fixed forever). */
const SHOPS_NAMESPACE = 'c5a1f3e2-8d47-4b6a-9e0f-2b7d4c9a6e13';

/**
 * A UUID v5 (RFC 9562: SHA-1 of namespace and name): the same name always gives the same id.
 * Event ids made this way turn a repeated write into a no-op, because the event store keeps
 * each event id once.
 */
export function nameBasedUuid(name: string): string {
  return uuidV5(SHOPS_NAMESPACE, name);
}

export function uuidV5(namespace: string, name: string): string {
  const space = Buffer.from(namespace.replaceAll('-', ''), 'hex');
  return uuidFromDigest(createHash('sha1').update(space).update(name, 'utf8').digest(), 5);
}
