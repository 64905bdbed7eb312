import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the two calls of Stripe's HTTP API the product makes. Stripe cannot be
 * reached from the machines the tests run on, so the real `stripe` SDK is pointed here
 * (through its host/port/protocol settings) and this server answers like Stripe would:
 * form-encoded requests, JSON objects with Stripe's ids and fields. It records every
 * request so a test can check what the SDK sent.
 */
export interface RecordedStripeRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  /** The form body as Stripe's API receives it, e.g. `automatic_payment_methods[enabled]`. */
  readonly form: Record<string, string>;
}

export interface StripeStandIn {
  readonly url: URL;
  readonly requests: RecordedStripeRequest[];
  /** The next request is answered with this Stripe error instead. */
  failNext(status: number, type: string, message: string): void;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
  response.end(JSON.stringify(body));
}

function answer(path: string, form: Record<string, string>, serial: number): [number, unknown] {
  if (path === '/v1/customers') {
    const customer = { id: `cus_standin${serial}`, object: 'customer', livemode: false };
    return [200, { ...customer, name: form.name, email: form.email, phone: form.phone }];
  }
  if (path === '/v1/setup_intents') {
    const id = `seti_standin${serial}`;
    return [
      200,
      {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_standin${serial}`,
        customer: form.customer,
        usage: form.usage,
        status: 'requires_payment_method',
        automatic_payment_methods: {
          enabled: form['automatic_payment_methods[enabled]'] === 'true',
        },
        livemode: false,
      },
    ];
  }
  const error = { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` };
  return [404, { error }];
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedStripeRequest[] = [];
  let failure: { status: number; type: string; message: string } | undefined;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      const form = await readForm(request);
      requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        form,
      });
      if (failure) {
        const { status, type, message } = failure;
        failure = undefined;
        return send(response, status, { error: { type, message } });
      }
      const [status, body] = answer(path, form, requests.length);
      send(response, status, body);
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}`),
    requests,
    failNext: (status, type, message) => (failure = { status, type, message }),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
