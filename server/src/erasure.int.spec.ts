import { readdir } from 'node:fs/promises';
import { ERASED } from '@fairwrench/contracts';
import { useCaseAdapters } from '@fairwrench/event-store/testing';
import { allProjections, ProjectionRunner, resetProjection } from '@fairwrench/projections';
import sharp from 'sharp';
import request from './testing/same-origin-request';
import type { App } from 'supertest/types';
import { sendShopRequests, sessionCookie } from './testing/owner-flow';
import {
  leadPolicyCaughtUp,
  startProductWithShops,
  type ProductUnderTest,
} from './testing/product-under-test';

/** Everything personal this owner gives, each distinctive enough to search the database for. */
const personal = {
  name: 'Zephyrine Quillfeather',
  email: 'zephyrine.quillfeather@example.org',
  phone: '(602) 555-0187',
  description: 'Violet smoke curls from the tailpipe whenever Zephyrine drives past the aviary',
  filename: 'zephyrine-tailpipe.jpg',
  colour: '#7b3fa0',
};

/** A photo of the owner's own: different owners' photos differ (the same bytes are stored once). */
const photo = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Every read model row as text: what a query could ever show. */
async function readModelText(sut: ProductUnderTest): Promise<Map<string, string[]>> {
  const tables = await sut.database.client.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() and table_name like 'rm\\_%' order by table_name`,
  );
  const dump = new Map<string, string[]>();
  for (const { table_name: table } of tables) {
    const rows = await sut.database.client.query<{ row: string }>(
      `select t::text as row from ${table} t order by t::text`,
    );
    dump.set(
      table,
      rows.map((r) => r.row),
    );
  }
  return dump;
}

/** Every row of every table, log and read models alike, as text: what pg_dump would show. */
/** Words that say nothing of the owner and turn up in any English text the product stores. */
const FUNCTION_WORDS = new Set(['from', 'over', 'with', 'that', 'this', 'when', 'then', 'have']);

async function wholeDatabaseText(sut: ProductUnderTest): Promise<string> {
  const tables = await sut.database.client.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const text: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await sut.database.client.query<{ row: string }>(
      `select t::text as row from "${table}" t`,
    );
    text.push(...rows.map((r) => r.row));
  }
  return text.join('\n').toLowerCase();
}

async function rawLog(sut: ProductUnderTest): Promise<string> {
  const rows = await sut.database.client.query<{ event: string }>(
    `select data::text || metadata::text as event from es_events`,
  );
  return rows.map((row) => row.event).join('\n');
}

const nextWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

/**
 * Erasure by crypto-shredding (issue 13, ADR 024), on the whole product: after an owner is
 * erased, nothing personal of theirs is readable in the log, the read models, or on disk, and
 * rebuilding every read model from the log gives the same rows.
 */
describe.each(useCaseAdapters())('erasing an owner on %s', (adapter) => {
  let sut: ProductUnderTest;
  let http: App;

  beforeAll(async () => {
    sut = await startProductWithShops(adapter);
    http = sut.product.app.getHttpServer() as App;
  });
  afterAll(() => sut?.close());

  /** An owner who used every part of the product: vehicle, issue with photo, shops, booking. */
  async function fullOwner(details: typeof personal) {
    const registered = await request(http)
      .post('/api/vehicle-info')
      .send({
        name: details.name,
        email: details.email,
        zipCode: '85004',
        vehicleYear: 2015,
        vehicleMake: 'Toyota',
        vehicleModel: 'Camry',
        termsAccepted: true,
      })
      .expect(201);
    const cookie = sessionCookie(registered);
    const { userId, vehicleId } = registered.body as { userId: string; vehicleId: string };
    const issue = await request(http)
      .post('/api/issue-details')
      .set('Cookie', cookie)
      .field('userId', userId)
      .field('vehicleId', vehicleId)
      .field('issueType', 'symptoms')
      .field('description', details.description)
      .attach('files', await photo(details.colour), details.filename)
      .expect(201);
    const { issueId, diagnosticId } = issue.body as { issueId: string; diagnosticId: string };
    await sendShopRequests(http, { cookie, diagnosticId });
    const repair = await request(http)
      .post('/api/managed-repairs')
      .set('Cookie', cookie)
      .send({ diagnosticId })
      .expect(201);
    await request(http)
      .patch(`/api/managed-repairs/${repair.body.managedRepairId}`)
      .set('Cookie', cookie)
      .send({
        phoneNumber: details.phone,
        smsOptIn: true,
        preferredDate: nextWeek(),
        vehicleZipCode: '85004',
      })
      .expect(200);
    const shown = await request(http).get(`/api/issues/${issueId}`).set('Cookie', cookie);
    const sha256 = (shown.body as { photos: { sha256: string }[] }).photos[0]!.sha256;
    return { cookie, userId, vehicleId, issueId, sha256 };
  }

  it('leaves nothing personal readable in the log, the read models or on disk', async () => {
    const owner = await fullOwner(personal);
    const other = await fullOwner({
      name: 'Bartholomew Keene',
      email: 'bart.keene@example.org',
      phone: '(480) 555-0111',
      description: 'Knocking from the front left wheel over speed bumps',
      filename: 'bart-wheel.jpg',
      colour: '#1f8a3c',
    });
    await leadPolicyCaughtUp(sut);
    const leads = await sut.database.store.readStream(`leads-of-issue-${owner.issueId}`);
    expect(leads.length).toBeGreaterThan(0); // shops got the owner's details: the hard case

    const secrets = [
      personal.name,
      personal.email,
      personal.phone,
      personal.description,
      personal.filename,
      owner.sha256,
    ];
    // Sealed in the log from the start; readable only through the product.
    const before = await rawLog(sut);
    for (const secret of secrets) expect(before).not.toContain(secret);
    expect(JSON.stringify([...(await readModelText(sut)).values()])).toContain(personal.email);
    expect(await readdir(sut.photosDirectory)).toContainEqual(
      expect.stringContaining(owner.sha256),
    );

    // The analysis quotes the owner's words back to them as its reasons.
    const analysis = await request(http)
      .get(`/api/diagnostics/by-issue/${owner.issueId}`)
      .set('Cookie', owner.cookie)
      .expect(200);
    const quoted = quotesIn(analysis.body);
    expect(quoted.length).toBeGreaterThan(0);
    const enginesOwnWords = JSON.stringify(analysis.body, (key, value: unknown) =>
      key === 'why' || key === 'evidence' ? undefined : value,
    ).toLowerCase();

    const unconfirmed = await request(http)
      .delete('/api/me')
      .set('Cookie', owner.cookie)
      .send({ confirm: 'yes' })
      .expect(400);
    expect(unconfirmed.body.detail).toMatch(/Type ERASE to confirm/);

    const erased = await request(http)
      .delete('/api/me')
      .set('Cookie', owner.cookie)
      .send({ confirm: 'ERASE' })
      .expect(200);
    // No broker here: the requests and the booking were decided but never delivered, so no shop
    // is told, and those still waiting now never go out.
    expect(erased.body).toEqual({
      erasedAt: expect.any(String),
      shopsNotified: 0,
      sharesWithheld: expect.any(Number),
    });
    expect(erased.body.sharesWithheld).toBeGreaterThan(0);
    expect(String(erased.headers['set-cookie'])).toMatch(/fw_session=;|Expires=Thu, 01 Jan 1970/);

    const after = await rawLog(sut);
    for (const secret of secrets) expect(after).not.toContain(secret);
    // What the analysis quoted of the owner's words went with the key (ADR 042): no word of
    // the description is left anywhere in the database, the read models and the log alike.
    // Words the analysis writes itself (a cause named "drive axle") are its own, not the owner's.
    // Whole tokens only: sealed values are base64, and lowercased ciphertext spells any short
    // word now and then ("past" turned up inside one in a CI run).
    const everything = new Set((await wholeDatabaseText(sut)).split(/[^a-z0-9+/=]+/));
    const words = personal.description
      .split(/\W+/)
      .filter(
        (word) =>
          word.length >= 4 &&
          !FUNCTION_WORDS.has(word.toLowerCase()) &&
          !enginesOwnWords.includes(word.toLowerCase()),
      );
    expect(words.length).toBeGreaterThanOrEqual(5);
    expect(words.filter((word) => everything.has(word.toLowerCase()))).toEqual([]);
    const models = JSON.stringify([...(await readModelText(sut)).values()]);
    for (const secret of secrets) expect(models).not.toContain(secret);
    expect(models).toContain(ERASED);
    expect(await readdir(sut.photosDirectory)).not.toContainEqual(
      expect.stringContaining(owner.sha256),
    );

    // The log still holds the facts, with the personal fields erased.
    const [registered] = await sut.database.store.readStream(`vehicle-${owner.vehicleId}`);
    expect(registered!.data).toMatchObject({
      userId: owner.userId,
      owner: { name: ERASED, email: ERASED, zipCode: '85004' },
    });
    const [lead] = (await sut.database.store.readStream(`leads-of-issue-${owner.issueId}`)).filter(
      (event) => event.type === 'LeadShared',
    );
    expect(lead!.data).toMatchObject({ ownerId: owner.userId, owner: { name: ERASED } });

    // The other owner keeps everything.
    const kept = await request(http).get('/api/me/data').set('Cookie', other.cookie).expect(200);
    expect(JSON.stringify(kept.body)).toContain('bart.keene@example.org');
    expect(await readdir(sut.photosDirectory)).toContainEqual(
      expect.stringContaining(other.sha256),
    );

    // A replayed old cookie shows nothing personal and records nothing new.
    const replayed = await request(http).get('/api/me/data').set('Cookie', owner.cookie);
    for (const secret of secrets) expect(JSON.stringify(replayed.body)).not.toContain(secret);
    const again = await request(http)
      .post('/api/issue-details')
      .set('Cookie', owner.cookie)
      .send({
        userId: owner.userId,
        vehicleId: owner.vehicleId,
        issueType: 'symptoms',
        description: `${personal.name} again: the smoke is back`,
      });
    expect(again.status).toBe(404);
    expect(await rawLog(sut)).not.toContain(`${personal.name} again`);
  }, 60_000);

  it('gives the same read models when every one is rebuilt from the log after an erasure', async () => {
    const owner = await fullOwner({
      ...personal,
      email: 'rebuild.case@example.org',
      colour: '#c0a010',
    });
    await request(http)
      .delete('/api/me')
      .set('Cookie', owner.cookie)
      .send({ confirm: 'ERASE' })
      .expect(200);
    await leadPolicyCaughtUp(sut);
    const runner = sut.product.runner!;
    const head = await sut.database.store.headPosition();
    expect(
      await runner.waitFor(
        head,
        allProjections.map((p) => p.subscriptionId),
        10_000,
      ),
    ).toBe(true);
    const live = await readModelText(sut);

    await runner.stop();
    for (const projection of allProjections) await resetProjection(sut.database.client, projection);
    const rebuilding = new ProjectionRunner(
      sut.database.store,
      sut.database.client,
      allProjections,
    );
    await rebuilding.migrate();
    rebuilding.start();
    try {
      const ids = allProjections.map((p) => p.subscriptionId);
      expect(await rebuilding.waitFor(head, ids, 20_000)).toBe(true);
      expect(await readModelText(sut)).toEqual(live);
    } finally {
      await rebuilding.stop();
    }
  }, 60_000);
});

/** The phrases an analysis quotes from the owner: each cause's `why` and each alert's evidence. */
function quotesIn(body: {
  results?: {
    potentialCauses?: { why?: string[] }[];
    safetyAlerts?: { evidence: string }[];
  };
}): string[] {
  const results = body.results ?? {};
  return [
    ...(results.potentialCauses ?? []).flatMap((cause) => cause.why ?? []),
    ...(results.safetyAlerts ?? []).map((alert) => alert.evidence),
  ];
}
