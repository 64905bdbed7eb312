/** A message for a partner's topic, already serialised. */
export interface OutgoingMessage {
  readonly topic: string;
  readonly key: string;
  readonly value: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Where the broker stored a message once every in-sync replica had it (acks=all). */
export interface Acknowledgement {
  readonly topic: string;
  readonly partition: number;
  readonly offset: string;
}

/** A message the broker will never take as it is (its topic is gone, or we may not write it). */
export interface Rejection {
  readonly rejected: string;
}

/**
 * The forwarder's port to the broker. `publish` resolves, in the order given, with each
 * message's acknowledgement or, for a topic the broker refuses for good, its rejection; it
 * throws when a message may go through on a later try (the broker is unreachable), and the
 * caller publishes the whole batch again (the event id header lets partners drop the repeats).
 */
export interface LeadPublisher {
  publish(messages: readonly OutgoingMessage[]): Promise<(Acknowledgement | Rejection)[]>;
  /** Resolves once the broker answers, throws when it cannot be reached (readiness, ADR 030). */
  reachable?(): Promise<void>;
  close(): Promise<void>;
}
