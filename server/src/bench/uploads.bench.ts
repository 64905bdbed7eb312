/**
 * `npm run bench:uploads`: what one issue-details call costs the server, in CPU time and peak
 * memory, with and without photos, and what six parallel uploads of five 49-megapixel photos
 * do to the process's RSS. The server runs on PostgreSQL (a throwaway database, as
 * `bench:flow`) in its own process; its CPU time and RSS are read from /proc (Linux only).
 * Sizes the rate limits and the decode ceiling (ADR 041).
 * Options (env): BENCH_PORT (3391), BENCH_ANALYSES (20), BENCH_PARALLEL (6), TEST_DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@fairwrench/event-store/testing';
import sharp from 'sharp';
import { APP_REQUEST_HEADER, APP_REQUEST_HEADER_VALUE } from '@fairwrench/contracts';
import { LOAD_TEST_RATE_LIMITS_ENV } from '../testing/load-test-limits';

const PORT = Number(process.env.BENCH_PORT ?? 3391);
const ANALYSES = Number(process.env.BENCH_ANALYSES ?? 20);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 6);
const BASE = `http://127.0.0.1:${PORT}`;
const TICKS_PER_SECOND = 100;

/** The server's CPU time so far (user + system, all threads) and its peak RSS, from /proc. */
function usage(pid: number): { cpuMs: number; peakRssMb: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)![1]);
  return {
    cpuMs: (ticks * 1000) / TICKS_PER_SECOND,
    peakRssMb: Math.round(kb('VmHWM') / 1024),
    rssMb: Math.round(kb('VmRSS') / 1024),
  };
}

async function waitUntilUp(): Promise<void> {
  for (let deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const up = await fetch(`${BASE}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start within 60 s');
}

async function register(n: number): Promise<{ cookie: string; userId: string; vehicleId: string }> {
  const response = await fetch(`${BASE}/api/vehicle-info`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE,
    },
    body: JSON.stringify({
      name: `Bench Owner ${n}`,
      email: `bench${n}@example.com`,
      zipCode: '90210',
      vehicleYear: 2019,
      vehicleMake: 'Toyota',
      vehicleModel: 'Camry',
      termsAccepted: true,
    }),
  });
  if (response.status !== 201) throw new Error(`vehicle-info: ${response.status}`);
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return { cookie, ...((await response.json()) as { userId: string; vehicleId: string }) };
}

const DESCRIPTION =
  'Rear bumper pushed in and the trunk lid does not close after someone backed into me.';

async function submit(owner: Awaited<ReturnType<typeof register>>, photos: Buffer[]) {
  const form = new FormData();
  form.set('userId', owner.userId);
  form.set('vehicleId', owner.vehicleId);
  form.set('issueType', 'collision');
  form.set('description', DESCRIPTION);
  photos.forEach((photo, i) => form.append('files', new Blob([photo]), `p${i}.png`));
  const response = await fetch(`${BASE}/api/issue-details`, {
    method: 'POST',
    headers: { cookie: owner.cookie, [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

/** 7000 × 7000 (49 MP) with a pattern, so it decodes fully but stays under 10 MB as PNG. */
async function photo49mp(seed: number): Promise<Buffer> {
  const side = 7000;
  const raw = Buffer.alloc(side * side * 3);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      raw.fill((x * 7 + y * 3 + seed) & 0xff, (y * side + x) * 3, (y * side + x) * 3 + 3);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

/** CPU time and the highest RSS (sampled every 20 ms) the server spends on `work`. */
async function measure<T>(pid: number, work: () => Promise<T>) {
  const before = usage(pid);
  let peakRssMb = before.rssMb;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, usage(pid).rssMb)), 20);
  const started = Date.now();
  const result = await work();
  clearInterval(sampler);
  const after = usage(pid);
  return {
    result,
    wallMs: Date.now() - started,
    cpuMs: after.cpuMs - before.cpuMs,
    rssBeforeMb: before.rssMb,
    peakRssMb: Math.max(peakRssMb, after.rssMb),
  };
}

async function main(): Promise<void> {
  const database = await createTestDatabase('postgres');
  const server = spawn(process.execPath, [join(__dirname, '..', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fw-bench-uploads-')),
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url!,
      ...LOAD_TEST_RATE_LIMITS_ENV,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUntilUp();
    const pid = server.pid!;
    const photos = await Promise.all([1, 2, 3, 4, 5].map(photo49mp));
    console.log(
      `photos: 5 × 49 MP PNG, ${photos.map((p) => (p.length / 2 ** 20).toFixed(1)).join(', ')} MB`,
    );
    await submit(await register(-1), []); // warm-up: first registration, first analysis
    const registrations = await measure(pid, async () => {
      for (let i = 0; i < ANALYSES; i++) await register(i);
    });
    const cpuPerRegistration = (registrations.cpuMs / ANALYSES).toFixed(0);
    console.log(`registration: ${cpuPerRegistration} ms CPU per call`);
    const owners = await Promise.all(
      Array.from({ length: PARALLEL + 2 }, (_, i) => register(100 + i)),
    );

    const analysis = await measure(pid, async () => {
      for (let i = 0; i < ANALYSES; i++) await submit(owners[1]!, []);
    });
    console.log(
      `analysis only: ${(analysis.cpuMs / ANALYSES).toFixed(0)} ms CPU per call, ${(analysis.wallMs / ANALYSES).toFixed(0)} ms wall`,
    );

    const one = await measure(pid, () => submit(owners[2]!, photos));
    console.log(
      `one upload of 5 × 49 MP: status ${one.result}, ${one.cpuMs} ms CPU, ${one.wallMs} ms wall, RSS ${one.rssBeforeMb} → peak ${one.peakRssMb} MB`,
    );

    const parallel = await measure(pid, () =>
      Promise.all(owners.slice(2).map((owner) => submit(owner, photos))),
    );
    console.log(
      `${PARALLEL} in parallel: statuses ${parallel.result.join(' ')}, ${parallel.cpuMs} ms CPU, ${parallel.wallMs} ms wall, RSS ${parallel.rssBeforeMb} → peak ${parallel.peakRssMb} MB`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
