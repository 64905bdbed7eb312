import { randomUUID } from 'node:crypto';
import { dataRightsStreamId, ERASED } from '@fairwrench/contracts';
import { useCaseAdapters } from '@fairwrench/event-store/testing';
import { FilePhotoStore } from '@fairwrench/api';
import { registerOwner } from './testing/owner-flow';
import { useProductUnderTest } from './testing/product-under-test';
import { RetentionJob } from '@fairwrench/workers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The retention period (RETENTION_DAYS): owners who never came back are erased. */
describe.each(useCaseAdapters())('retention on %s', (adapter) => {
  const product = useProductUnderTest(adapter);

  /** An owner whose only visit was `daysAgo` days ago: their vehicle recorded then. */
  async function ownerLastSeen(daysAgo: number) {
    const userId = randomUUID();
    const vehicleId = randomUUID();
    const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
    const { position } = await product.sut.database.store.appendToStream(
      `vehicle-${vehicleId}`,
      [
        {
          type: 'VehicleRegistered',
          schemaVersion: 1,
          data: {
            userId,
            vehicleId,
            owner: {
              name: `Owner ${daysAgo}`,
              email: `gone-${daysAgo}@example.org`,
              zipCode: '85004',
            },
            vehicle: { year: 2010, make: 'Honda', model: 'Fit', mileage: null },
            termsConsent: { version: '2026-11-01', acceptedAt: at },
          },
          metadata: {
            eventId: randomUUID(),
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: at,
          },
        },
      ],
      'no_stream',
    );
    await product.sut.product.runner!.waitFor(position, ['owner-activity'], 10_000);
    return { userId, vehicleId };
  }

  it('erases owners gone longer than the period, and only them, once', async () => {
    const gone = await ownerLastSeen(40);
    const recent = await ownerLastSeen(10);
    const active = await registerOwner(product.http);
    const job = new RetentionJob({
      database: product.sut.database,
      photos: new FilePhotoStore(product.sut.photosDirectory),
      days: 30,
    });

    expect(await job.runOnce()).toBe(1);
    const [erasure] = await product.sut.database.store.readStream(dataRightsStreamId(gone.userId));
    expect(erasure!.data).toMatchObject({ userId: gone.userId, source: 'retention' });
    const [vehicle] = await product.sut.database.store.readStream(`vehicle-${gone.vehicleId}`);
    expect(vehicle!.data).toMatchObject({ owner: { name: ERASED, email: ERASED } });
    for (const kept of [recent, active]) {
      expect(await product.sut.database.store.readStream(dataRightsStreamId(kept.userId))).toEqual(
        [],
      );
    }

    // The read model has dropped the erased owner: the next run finds no one.
    await product.sut.product.runner!.waitFor(erasure!.position, ['owner-activity'], 10_000);
    expect(await job.runOnce()).toBe(0);
  });
});
