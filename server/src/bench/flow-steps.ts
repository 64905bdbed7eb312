/** One simulated owner walking the whole flow over HTTP, timing every call. */

export type Timings = Map<string, number[]>;

interface Call {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PATCH';
  readonly path: string;
  readonly body?: unknown;
}

class Owner {
  private cookie = '';
  constructor(
    private readonly base: string,
    private readonly timings: Timings,
  ) {}

  async call<T>({ name, method, path, body }: Call): Promise<T> {
    const started = performance.now();
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    this.timings.set(name, [...(this.timings.get(name) ?? []), elapsed]);
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    if (!response.ok) throw new Error(`${name}: ${response.status} ${text.slice(0, 200)}`);
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

/** Runs one complete flow; returns when the owner has seen shops. */
export async function runFlow(base: string, timings: Timings, n: number): Promise<void> {
  const owner = new Owner(base, timings);
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
  const { issueId, diagnosticId } = await owner.call<{ issueId: string; diagnosticId: string }>({
    name: 'POST /api/issue-details',
    method: 'POST',
    path: '/api/issue-details',
    body: {
      userId,
      vehicleId,
      issueType: 'symptoms',
      description: DESCRIPTIONS[Math.abs(n) % DESCRIPTIONS.length],
    },
  });
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
