import { loadSettings } from '@fairwrench/api';
import { allProjections, describeParked } from '@fairwrench/projections';
import {
  KafkaLeadPublisher,
  LeadForwarder,
  operatorKafkaSettings,
  redeliverParkedLeads,
} from '@fairwrench/workers';
import { openProjections, runMain } from './process';

/**
 * `npm run leads:redeliver-parked`: once the cause is fixed (usually `npm run partners -- add`
 * for a shop that had no access), tries the leads the forwarder parked again (ADR 022). Uses
 * KAFKA_BROKERS (default 127.0.0.1:9092). On the embedded database, stop npm start first.
 * Exits 1 if any stay parked.
 */
runMain(async () => {
  const settings = loadSettings();
  const kafka = operatorKafkaSettings();
  const { database, runner } = await openProjections(settings, allProjections);
  const publisher = new KafkaLeadPublisher(kafka);
  try {
    // The partners read model decides who may receive leads: bring it up to date first.
    runner.start();
    await runner.waitFor(await database.store.headPosition(), ['partners'], 30_000);
    const forwarder = new LeadForwarder(database.store, database.client, publisher);
    const outcomes = await redeliverParkedLeads(database.store, database.client, forwarder);
    for (const { parked, error } of outcomes) {
      const what = describeParked(parked);
      console.warn(error ? `Still parked: ${what}: ${error}` : `Delivered: ${what}`);
    }
    const failed = outcomes.filter((outcome) => outcome.error).length;
    console.warn(`${outcomes.length - failed} delivered, ${failed} still parked`);
    if (failed > 0) process.exitCode = 1;
  } finally {
    await publisher.close();
    await runner.stop();
    await database.close();
  }
});
