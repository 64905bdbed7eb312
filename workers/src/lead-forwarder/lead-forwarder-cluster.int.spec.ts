import { randomUUID } from 'node:crypto';
import { partnerAcls, partnerPrincipal, partnerTopic } from '@fairwrench/contracts';
import {
  CatchUpSubscription,
  comparePositions,
  type SqlEventStore,
  type GlobalPosition,
} from '@fairwrench/event-store';
import { eventually, testAdapters, type TestDatabase } from '@fairwrench/event-store/testing';
import { KafkaLeadPublisher } from '../kafka/kafka-lead-publisher';
import { KafkaPartnerAccess } from '../kafka/kafka-partner-access';
import { readAsPartner } from '../kafka/testing/partner-consumer';
import { startTestCluster, type NodeId, type TestCluster } from '../kafka/testing/test-cluster';
import { type ProjectionRunner } from '@fairwrench/projections';
import { leadShared, partnerAccessGranted } from '@fairwrench/projections/testing';
import { openForwarderDatabase } from '../testing/forwarder-database';
import { LeadForwarder } from './lead-forwarder';

/**
 * Three nodes on 19492..19497 (client and controller port each): clear of CI's broker on 9092
 * and of the single brokers of the other specs (19192, 19292, 19392). `KAFKA_CLUSTER_TEST_PORT`
 * moves it when another checkout runs this spec at the same time.
 */
const CLUSTER_PORT = Number(process.env.KAFKA_CLUSTER_TEST_PORT ?? 19_492);
const WAVE = 100;
const SHOP = 'ridge-auto';
const LATE_SHOP = 'mesa-motors';
const [adapter] = testAdapters();

/** Polls `read` until `done` holds, a short pause between tries (each is a broker round trip). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe(`lead forwarder on a three-node Kafka cluster (${adapter})`, () => {
  let cluster: TestCluster;
  let database: TestDatabase;
  let store: SqlEventStore;
  let partners: ProjectionRunner;
  const password = randomUUID();

  beforeAll(async () => {
    cluster = await startTestCluster(CLUSTER_PORT);
    ({ database, store, partners } = await openForwarderDatabase(adapter!));
  }, 240_000);

  afterAll(async () => {
    await partners?.stop();
    await database?.drop();
    await cluster?.stop();
  }, 60_000);

  /** A wave of leads for the shop, each in its own stream as the lead policy appends them. */
  async function appendWave() {
    const leads = Array.from({ length: WAVE }, () => leadShared({ shopId: SHOP }));
    let position: GlobalPosition | undefined;
    for (const lead of leads) {
      ({ position } = await store.appendToStream(`lead-${randomUUID()}`, [lead], 'no_stream'));
    }
    return { ids: leads.map((lead) => lead.metadata.eventId), position: position! };
  }

  it('loses no lead when the partition leader is killed mid-stream and comes back; repeats carry the same event id', async () => {
    await new KafkaPartnerAccess(cluster.settings).grant({
      principal: partnerPrincipal(SHOP),
      topic: partnerTopic(SHOP),
      password,
      acls: partnerAcls(SHOP),
    });
    const granted = await store.appendToStream(
      `partner-access-${SHOP}`,
      [partnerAccessGranted(SHOP)],
      'no_stream',
    );
    expect(await partners.waitFor(granted.position, ['partners'], 10_000)).toBe(true);
    // A new topic's followers join the in-sync set a moment after it is created: wait for all three.
    const before = await until(
      () => cluster.partition(partnerTopic(SHOP)),
      (state) => state.isr.length === 3,
    );
    expect(before.replicas).toHaveLength(3);
    expect(before.isr).toHaveLength(3);
    expect(before.minInsyncReplicas).toBe(2);

    // The real publisher, timed: when each acknowledged send came back.
    const real = new KafkaLeadPublisher(cluster.settings);
    const acknowledgedAt: number[] = [];
    let failures = 0;
    const forwarder = new LeadForwarder(store, database.client, {
      publish: async (messages) => {
        const outcomes = await real.publish(messages);
        acknowledgedAt.push(Date.now());
        return outcomes;
      },
      close: () => real.close(),
    });
    const subscription = new CatchUpSubscription(store, database.client, forwarder, {
      batchSize: 10,
      retryDelayMs: 100,
      maxRetryDelayMs: 1_000,
      onError: () => failures++,
    });
    subscription.start();
    const passed = (position: GlobalPosition) =>
      subscription.checkpoint !== undefined &&
      comparePositions(subscription.checkpoint, position) >= 0;

    try {
      // Wave 1 is streaming out when its partition's leader dies; wave 2 is appended while the
      // cluster runs on two nodes, wave 3 once the third is back.
      const first = await appendWave();
      await eventually(() => acknowledgedAt.length >= 3, 30_000);
      const leader = before.leader as NodeId;
      const killedAt = Date.now();
      cluster.kill(leader);
      const second = await appendWave();

      await eventually(() => acknowledgedAt.some((at) => at > killedAt), 60_000);
      const firstAckAfterKill = acknowledgedAt.find((at) => at > killedAt)! - killedAt;
      // ADR 040: the dead leader fenced within 1.5 s, the producer retrying within its send;
      // measured 0.2-3.1 s on a loaded 2-core machine (docs/benchmarks.md). The gate is set at
      // twice the 3 s target: a timing on a shared CI machine is a benchmark, not a proof, but
      // a fall back to the old 8-12 s still fails here.
      expect(firstAckAfterKill).toBeLessThanOrEqual(6_000);
      await eventually(() => passed(second.position), 60_000);
      const down = await cluster.partition(partnerTopic(SHOP));
      expect(down.leader).not.toBe(leader);
      expect(down.isr).not.toContain(leader);
      // A partner added meanwhile gets its three replicas, one on the dead node, and its
      // topic takes writes with the two in sync.
      await new KafkaPartnerAccess(cluster.settings).grant({
        principal: partnerPrincipal(LATE_SHOP),
        topic: partnerTopic(LATE_SHOP),
        password,
        acls: partnerAcls(LATE_SHOP),
      });
      const late = await cluster.partition(partnerTopic(LATE_SHOP));
      expect(late.replicas).toHaveLength(3);
      expect(late.isr).toHaveLength(2);

      const restartedAt = Date.now();
      await cluster.restart();
      const third = await appendWave();
      await until(
        () => cluster.partition(partnerTopic(SHOP)),
        (state) => state.isr.length === 3,
      );
      const backInSync = Date.now() - restartedAt;
      await eventually(() => passed(third.position), 60_000);

      // Everything in the topic, repeats included: up to the last acknowledged offset.
      const offsets = (await store.readAll({ limit: 100_000 }))
        .filter((event) => event.type === 'LeadDelivered')
        .map((event) => Number((event.data as { offset: string }).offset));
      const received = await readAsPartner(
        cluster.settings,
        { shopId: SHOP, username: partnerPrincipal(SHOP), password, topic: partnerTopic(SHOP) },
        Math.max(...offsets) + 1,
        60_000,
      );
      const sent = [...first.ids, ...second.ids, ...third.ids];
      const distinct = new Set(received.map((message) => message.eventId));
      expect(distinct).toEqual(new Set(sent));
      expect(distinct.size).toBe(sent.length);
      const failed = (await store.readAll({ limit: 100_000 })).filter(
        (event) => event.type === 'LeadDeliveryFailed',
      );
      expect(failed).toEqual([]);
      console.log(
        `cluster failover: ${sent.length} leads, ${received.length} messages ` +
          `(${received.length - distinct.size} repeats), node ${leader} killed as leader; ` +
          `first acknowledged send ${firstAckAfterKill} ms after the kill, ` +
          `${failures} failed batches; restarted node back in sync after ${backInSync} ms`,
      );
    } finally {
      await subscription.stop();
      await real.close();
    }
  }, 240_000);
});
