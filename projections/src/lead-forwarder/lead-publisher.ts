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

/**
 * The forwarder's port to the broker. `publish` resolves once the broker acknowledged every
 * message, in the order given; it throws when any was not, and the caller publishes the whole
 * batch again (the event id header lets partners drop the repeats).
 */
export interface LeadPublisher {
  publish(messages: readonly OutgoingMessage[]): Promise<Acknowledgement[]>;
  close(): Promise<void>;
}
