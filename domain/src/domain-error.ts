/**
 * An expected business outcome that stops a command. It carries a code; the HTTP
 * edge (problem-details.filter.ts) chooses the status.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: 'already_exists' | 'not_found' | 'conflict' | 'key_reused',
    message: string,
  ) {
    super(message);
  }
}
