import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the in-process SMTP server received it. */
export interface ReceivedMail {
  readonly from: string;
  /** The envelope's recipients. */
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly messageId: string;
}

interface Waiter {
  readonly match: (mail: ReceivedMail) => boolean;
  readonly resolve: (mail: ReceivedMail) => void;
}

/**
 * A real SMTP server in the test's own process (the `smtp-server` package), so mail specs
 * check what actually arrives. It can be stopped and started again on the same port, to play
 * a mail server outage.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  private readonly waiters = new Set<Waiter>();
  private readonly refused = new Set<string>();
  private server: SMTPServer | undefined;
  private port = 0;

  /**
   * With `directory`, each message is also written there as `<n>.json` (a `ReceivedMail`), so
   * processes other than this one (the browser suite's spec files) can read what arrived.
   */
  constructor(private readonly options: { readonly directory?: string } = {}) {}

  /** Listens on 127.0.0.1, on the port it had before or a free one. */
  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refused.has(address.address.toLowerCase())) return callback();
        const error = Object.assign(new Error('No such mailbox here'), { responseCode: 550 });
        callback(error);
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.arrived({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              messageId: parsed.messageId ?? '',
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** `smtp://127.0.0.1:<port>`: what SMTP_URL is set to. */
  get url(): string {
    if (!this.port) throw new Error('SmtpTestServer: start it once first');
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Stops listening (the port stays this server's for the next start). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** From now on, answers 550 (no such mailbox) for this address: a refusal for good. */
  refuse(address: string): void {
    this.refused.add(address.trim().toLowerCase());
  }

  /** The first message, received already or later, that `match` accepts. */
  next(match: (mail: ReceivedMail) => boolean, timeoutMs = 20_000): Promise<ReceivedMail> {
    const found = this.received.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        match,
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`No matching mail within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** The next message to `address` (compared without case). */
  messageTo(address: string, timeoutMs?: number): Promise<ReceivedMail> {
    const wanted = address.trim().toLowerCase();
    return this.next((mail) => mail.to.some((to) => to.toLowerCase() === wanted), timeoutMs);
  }

  /** Every message received for `address` so far. */
  allTo(address: string): ReceivedMail[] {
    const wanted = address.trim().toLowerCase();
    return this.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === wanted));
  }

  private arrived(mail: ReceivedMail): void {
    this.received.push(mail);
    if (this.options.directory) {
      const name = `${String(this.received.length).padStart(6, '0')}.json`;
      writeFileSync(join(this.options.directory, name), JSON.stringify(mail));
    }
    for (const waiter of [...this.waiters]) {
      if (!waiter.match(mail)) continue;
      this.waiters.delete(waiter);
      waiter.resolve(mail);
    }
  }
}
