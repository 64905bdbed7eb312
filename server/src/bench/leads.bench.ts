/**
 * `npm run bench:leads`: how fast a recorded lead reaches its partner's topic. Runs the lead
 * forwarder (workers/src/lead-forwarder) against PostgreSQL and a real Kafka broker
 * (KAFKA_BROKERS, or a private one started from deploy/kafka), in one process:
 *  1. steady: leads recorded at BENCH_RATE/s (200) for BENCH_SECONDS (30); latency from the
 *     append's commit to the broker's acknowledgement (acks=all), p50/p99;
 *  2. backlog: BENCH_BACKLOG leads (20,000) recorded with the forwarder stopped, then the
 *     time it takes to publish them all and record their delivery, in leads/s.
 * Options (env): BENCH_RATE, BENCH_SECONDS, BENCH_BACKLOG, BENCH_PARTNERS (20), TEST_DATABASE_URL.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  partnerAccessStreamId,
  partnerAcls,
  partnerPrincipal,
  partnerTopic,
  PARTNER_HEADERS,
} from '@fairwrench/contracts';
import { CatchUpSubscription, SqlEventStore, type NewEvent } from '@fairwrench/event-store';
import { createTestDatabase } from '@fairwrench/event-store/testing';
import { migrateParkedEvents, partnersProjection, ProjectionRunner } from '@fairwrench/projections';
import {
  KafkaLeadPublisher,
  KafkaPartnerAccess,
  LeadForwarder,
  type LeadPublisher,
} from '@fairwrench/workers';
import { leadShared as lead, partnerAccessGranted } from '@fairwrench/projections/testing';
import { useBroker } from '@fairwrench/workers/testing';
import { personalDataCodec } from '../database';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 20_000);
const PARTNERS = Number(process.env.BENCH_PARTNERS ?? 20);
const TICK_MS = 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const broker = await useBroker(19_392);
  const database = await createTestDatabase('postgres');
  // As the product stores them: the owner's details sealed with their data key (ADR 024).
  const { codec } = personalDataCodec(database.client, randomBytes(32).toString('base64'));
  const store = new SqlEventStore(database.client, { codec });
  const partners = new ProjectionRunner(store, database.client, [partnersProjection]);
  await partners.migrate();
  await migrateParkedEvents(database.client);
  partners.start();

  const shops = Array.from({ length: PARTNERS }, (_, i) => `bench-shop-${i}`);
  const access = new KafkaPartnerAccess(broker.settings);
  for (const shopId of shops) {
    await access.grant({
      principal: partnerPrincipal(shopId),
      topic: partnerTopic(shopId),
      password: randomUUID(),
      acls: partnerAcls(shopId),
    });
    const { position } = await store.appendToStream(
      partnerAccessStreamId(shopId),
      [partnerAccessGranted(shopId)],
      'any',
    );
    await partners.waitFor(position, ['partners'], 10_000);
  }

  const appendedAt = new Map<string, number>();
  const latencies: number[] = [];
  const kafka = new KafkaLeadPublisher(broker.settings);
  const timed: LeadPublisher = {
    publish: async (messages) => {
      const acks = await kafka.publish(messages);
      const now = performance.now();
      for (const message of messages) {
        const sent = appendedAt.get(message.headers[PARTNER_HEADERS.eventId]!);
        if (sent !== undefined) latencies.push(now - sent);
      }
      return acks;
    },
    close: () => kafka.close(),
  };
  const startForwarder = () => {
    const subscription = new CatchUpSubscription(
      store,
      database.client,
      new LeadForwarder(store, database.client, timed),
      {},
    );
    subscription.start();
    return subscription;
  };
  const append = async (event: NewEvent, timed: boolean) => {
    await store.appendToStream(`leads-of-issue-${randomUUID()}`, [event], 'no_stream');
    if (timed) appendedAt.set(event.metadata.eventId, performance.now());
  };

  // 1. Steady: RATE leads a second, each appended on its own stream as the policy does.
  let forwarder = startForwarder();
  const total = RATE * SECONDS;
  const perTick = (RATE * TICK_MS) / 1000;
  let recorded = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(
        total,
        Math.round(((performance.now() - started) / 1000) * RATE + perTick),
      );
      while (recorded < due)
        pending.push(append(lead({ shopId: shops[recorded++ % shops.length]! }), true));
      if (recorded >= total) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });
  await Promise.all(pending);
  const steadySeconds = (performance.now() - started) / 1000;
  await forwarder.reached(await store.headPosition());
  await forwarder.stop();

  // 2. Backlog: recorded while the forwarder is down, then caught up.
  appendedAt.clear();
  const batch = 50;
  for (let i = 0; i < BACKLOG; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, BACKLOG - i) }, (_, j) =>
        append(lead({ shopId: shops[(i + j) % shops.length]! }), false),
      ),
    );
  }
  const head = await store.headPosition();
  const catchUpStart = performance.now();
  forwarder = startForwarder();
  await forwarder.reached(head);
  const catchUpSeconds = (performance.now() - catchUpStart) / 1000;
  await forwarder.stop();
  await timed.close();
  await partners.stop();
  for (const shopId of shops)
    await access.revoke({ principal: partnerPrincipal(shopId), topic: partnerTopic(shopId) });
  await database.drop();
  await broker.stop();

  console.log(
    JSON.stringify(
      {
        steady: {
          targetLeadsPerSecond: RATE,
          leads: total,
          achievedLeadsPerSecond: Math.round(total / steadySeconds),
          ackLatencyMs: {
            p50: Number(percentile(latencies, 50).toFixed(1)),
            p99: Number(percentile(latencies, 99).toFixed(1)),
            max: Number(Math.max(...latencies).toFixed(1)),
          },
          acknowledged: latencies.length,
        },
        backlog: {
          leads: BACKLOG,
          seconds: Number(catchUpSeconds.toFixed(2)),
          leadsPerSecond: Math.round(BACKLOG / catchUpSeconds),
        },
        partners: PARTNERS,
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
