import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { dataRightsStreamId, ERASED } from '@fairwrench/contracts';
import sharp from 'sharp';
import request from './testing/same-origin-request';
import type { App } from 'supertest/types';
import { registerOwner } from './testing/owner-flow';
import { startProductUnderTest, type ProductUnderTest } from './testing/product-under-test';

const run = promisify(execFile);
/** The built command, as `npm run compliance` runs it (npm test builds first). */
const cli = join(__dirname, '..', 'dist', 'compliance-main.js');

/**
 * `npm run compliance -- erase`, run as staff run it: a separate process on the product's
 * PostgreSQL database while the product runs. (The embedded database opens in one process
 * at a time, so this runs on PostgreSQL only.)
 */
describe('the staff erase command on postgres', () => {
  let sut: ProductUnderTest;
  let http: App;

  beforeAll(async () => {
    sut = await startProductUnderTest('postgres');
    http = sut.product.app.getHttpServer() as App;
  });
  afterAll(() => sut?.close());

  const compliance = (...args: string[]) =>
    run(process.execPath, [cli, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: sut.testDatabase.url!,
        DATA_DIR: dirname(sut.photosDirectory),
        DATA_KEYS_MASTER_KEY: sut.dataKeysMasterKey,
        LOG_LEVEL: 'warn',
      },
    });

  it('erases the owner it names, with the reference, and refuses bad arguments', async () => {
    const owner = await registerOwner(http, {
      name: 'Ignatius Fairbrook',
      email: 'ignatius.fairbrook@example.org',
      zipCode: '85004',
      vehicleYear: 2012,
      vehicleMake: 'Ford',
      vehicleModel: 'Focus',
      termsAccepted: true,
    });
    const image = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#111' },
    })
      .png()
      .toBuffer();
    await request(http)
      .post('/api/issue-details')
      .set('Cookie', owner.cookie)
      .field('userId', owner.userId)
      .field('vehicleId', owner.vehicleId)
      .field('issueType', 'collision')
      .field('description', 'Ignatius backed into a bollard at the library')
      .attach('files', image, 'bollard.png')
      .expect(201);
    expect(await readdir(sut.photosDirectory)).toHaveLength(1);

    const refused = await compliance('erase', '--owner', owner.userId).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--reference is required/),
    });

    const { stdout } = await compliance('erase', '--owner', owner.userId, '--reference', 'DSR-77');
    expect(JSON.parse(stdout)).toEqual({
      ownerId: owner.userId,
      erasedAt: expect.any(String),
      shopsNotified: 0,
      sharesWithheld: 0,
    });
    const [erased] = await sut.database.store.readStream(dataRightsStreamId(owner.userId));
    expect(erased!.data).toMatchObject({
      source: 'staff-request',
      reference: expect.stringMatching(/^DSR-77 \(by .+\)$/),
    });
    expect(await readdir(sut.photosDirectory)).toEqual([]);
    const [vehicle] = await sut.database.store.readStream(`vehicle-${owner.vehicleId}`);
    expect(vehicle!.data).toMatchObject({ owner: { name: ERASED, email: ERASED } });
    // Erasure ends the owner's sessions (ADR 037): their old cookie reads nothing at all.
    const left = await request(http).get('/api/me/data').set('Cookie', owner.cookie).expect(404);
    expect(JSON.stringify(left.body)).not.toMatch(/Ignatius|fairbrook|bollard/i);

    // Again: already erased, nothing new recorded.
    await compliance('erase', '--owner', owner.userId, '--reference', 'DSR-77');
    expect(await sut.database.store.readStream(dataRightsStreamId(owner.userId))).toHaveLength(1);
  }, 60_000);
});
