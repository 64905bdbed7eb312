/** One simulated owner walking the whole flow over HTTP, timing every call. */
import { randomUUID } from 'node:crypto';
import { APP_REQUEST_HEADER, APP_REQUEST_HEADER_VALUE } from '@fairwrench/contracts';
import { Agent, request } from 'node:http';

// node:http with keep-alive costs the load generator far less CPU than fetch (undici), and
// the generator shares the machine's two cores with the server and PostgreSQL.
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; text: string; setCookie: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          setCookie: res.headers['set-cookie']?.[0],
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export type Timings = Map<string, number[]>;

interface Call {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PATCH';
  readonly path: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * What the owner's flow has been told is done: each id once its call was answered 2xx. The
 * chaos run (server/src/chaos) reads every one back after killing the product's parts.
 */
export interface FlowProgress {
  cookie?: string;
  vehicleId?: string;
  issueId?: string;
  diagnosticId?: string;
  managedRepairId?: string;
  /** The managed repair's PATCH with phone and date was acknowledged. */
  scheduled?: boolean;
}

/** A connection that was never made: the request reached no server, so any other may take it. */
const NEVER_SENT = new Set(['ECONNREFUSED']);

class Owner {
  private cookie = '';
  private turn: number;
  constructor(
    private readonly bases: readonly string[],
    private readonly timings: Timings,
    n: number,
  ) {
    this.turn = Math.abs(n);
  }

  get session(): string {
    return this.cookie;
  }

  /**
   * Sends the call to the instances in turn, as a proxy balances them. A refused connection
   * goes to the next instance (nothing was sent); any other failure is the caller's.
   */
  private async sendToAny(
    path: string,
    method: string,
    headers: Record<string, string>,
    payload: string | undefined,
  ) {
    for (let tried = 0; ; tried++) {
      const base = this.bases[this.turn++ % this.bases.length]!;
      try {
        return await send(new URL(path, base), method, headers, payload);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (!NEVER_SENT.has(code) || tried + 1 >= this.bases.length * 3) throw error;
      }
    }
  }

  async call<T>({ name, method, path, body, headers: extra = {} }: Call): Promise<T> {
    const started = performance.now();
    const headers = {
      [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE,
      ...extra,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(this.cookie ? { cookie: this.cookie } : {}),
    };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const response = await this.sendToAny(path, method, headers, payload);
    const text = response.text;
    const elapsed = performance.now() - started;
    const samples = this.timings.get(name) ?? [];
    samples.push(elapsed);
    this.timings.set(name, samples);
    if (response.setCookie) this.cookie = response.setCookie.split(';')[0]!;
    if (response.status >= 400)
      throw new Error(`${name}: ${response.status} ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

const DESCRIPTIONS = [
  'squeal when i brake, mostly from the front',
  'car shakes at 60 mph, steering wheel vibrates',
  'check engine light, code P0420, rotten egg smell',
  'battery light on and the car died at a stop light',
  'ac blows warm air, was cold last summer',
];

/**
 * Runs one complete flow against one instance or several in turn; returns when the owner has
 * seen shops. `progress` learns each write the product acknowledged, as it is acknowledged.
 */
export async function runFlow(
  base: string | readonly string[],
  timings: Timings,
  n: number,
  progress: FlowProgress = {},
): Promise<void> {
  const owner = new Owner(typeof base === 'string' ? [base] : base, timings, n);
  const zipCode = n % 2 === 0 ? '85253' : '90210';
  const { userId, vehicleId } = await owner.call<{ userId: string; vehicleId: string }>({
    name: 'POST /api/vehicle-info',
    method: 'POST',
    path: '/api/vehicle-info',
    body: {
      name: 'Bench Owner',
      email: `owner${n}@example.com`,
      zipCode,
      vehicleYear: 2010 + (n % 14),
      vehicleMake: 'Toyota',
      vehicleModel: 'Camry',
      mileage: 40_000 + (n % 100) * 1000,
      termsAccepted: true,
    },
  });
  Object.assign(progress, { cookie: owner.session, vehicleId });
  const { issueId, diagnosticId } = await owner.call<{ issueId: string; diagnosticId: string }>({
    name: 'POST /api/issue-details',
    method: 'POST',
    path: '/api/issue-details',
    // As the web app sends it (ADR 010): the keyed path reads the issue stream first.
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      userId,
      vehicleId,
      issueType: 'symptoms',
      description: DESCRIPTIONS[Math.abs(n) % DESCRIPTIONS.length],
    },
  });
  Object.assign(progress, { issueId, diagnosticId });
  await owner.call({
    name: 'GET /api/diagnostics/by-issue',
    method: 'GET',
    path: `/api/diagnostics/by-issue/${issueId}`,
  });
  const { managedRepairId } = await owner.call<{ managedRepairId: string }>({
    name: 'POST /api/managed-repairs',
    method: 'POST',
    path: '/api/managed-repairs',
    body: { diagnosticId },
  });
  progress.managedRepairId = managedRepairId;
  await owner.call({
    name: 'PATCH /api/managed-repairs',
    method: 'PATCH',
    path: `/api/managed-repairs/${managedRepairId}`,
    body: {
      phoneNumber: '480-555-0142',
      smsOptIn: true,
      preferredDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      vehicleZipCode: zipCode,
    },
  });
  progress.scheduled = true;
  await owner.call({
    name: 'GET /api/shop-recommendations',
    method: 'GET',
    path: `/api/shop-recommendations/${diagnosticId}`,
  });
  await owner.call({
    name: 'GET /api/shops',
    method: 'GET',
    path: `/api/shops?zipCode=${zipCode}&_t=${Date.now()}`,
  });
}
