import { userInfo } from 'node:os';
import {
  DomainError,
  grantPartnerAccess,
  loadSettings,
  revokePartnerAccess,
  seedDemoShops,
} from '@fairwrench/api';
import { allProjections, listPartners } from '@fairwrench/projections';
import {
  isBrokerUnreachable,
  KafkaPartnerAccess,
  operatorKafkaSettings,
} from '@fairwrench/workers';
import { openProjections, runMain } from './process';

const USAGE = `Usage: npm run partners -- <command>
  add <shopId>      give a partner shop its own Kafka user, topic and ACLs (prints the password once)
  remove <shopId>   take them away again
  list              partners with access, as recorded, checked against the broker's ACLs
Settings: KAFKA_BROKERS (default 127.0.0.1:9092), KAFKA_ADMIN_USERNAME, KAFKA_ADMIN_PASSWORD,
DATABASE_URL or DATA_DIR as for npm start. On the embedded database, stop npm start first.`;

const SHOP_ID = /^[a-z0-9-]{1,64}$/;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/**
 * `npm run partners -- add|remove|list`: provisioning a partner on the broker is a command,
 * recorded as PartnerAccessGranted / PartnerAccessRevoked (ADR 022).
 */
runMain(async () => {
  const [command, shopId, ...rest] = process.argv.slice(2);
  if (command !== 'list' && command !== 'add' && command !== 'remove') fail('Unknown command');
  if (command !== 'list' && (!shopId || !SHOP_ID.test(shopId) || rest.length > 0)) {
    fail('A shop id (lowercase letters, digits and dashes) is needed');
  }
  const settings = loadSettings();
  const kafka = operatorKafkaSettings();
  const broker = new KafkaPartnerAccess(kafka);
  const { database, runner } = await openProjections(settings, allProjections);
  try {
    // The embedded default's demo directory, as npm start seeds it (idempotent).
    if (!settings.DATABASE_URL) await seedDemoShops(database.store);
    // The shop directory and partner list must be current before a decision rests on them.
    runner.start();
    await runner.waitFor(await database.store.headPosition(), ['shops', 'partners'], 30_000);
    const deps = { store: database.store, sql: database.client, broker };
    const by = process.env.PARTNERS_OPERATOR ?? userInfo().username;
    if (command === 'add') {
      const granted = await grantPartnerAccess(deps, { shopId: shopId!, by });
      if (!granted) {
        console.log(`${shopId} already has access; remove it first to issue a new password.`);
        return;
      }
      console.log(`Granted ${shopId}: user ${granted.principal}, topic ${granted.topic}`);
      console.log(`Password (shown once; hand it over out of band): ${granted.password}`);
    } else if (command === 'remove') {
      const revoked = await revokePartnerAccess(deps, { shopId: shopId!, by });
      console.log(revoked ? `Revoked ${shopId}.` : `${shopId} had no access.`);
    } else {
      await runner.waitFor(await database.store.headPosition(), ['partners'], 30_000);
      const principals = await broker.aclPrincipals();
      for (const partner of await listPartners(database.client)) {
        const onBroker = principals.has(partner.principal) ? 'ACLs on broker' : 'no ACLs on broker';
        const when = partner.revokedAt
          ? `revoked ${partner.revokedAt}`
          : `since ${partner.grantedAt}`;
        console.log(`${partner.shopId}\t${partner.status}\t${partner.topic}\t${when}\t${onBroker}`);
      }
    }
  } catch (error) {
    if (isBrokerUnreachable(error)) {
      // One line an operator can act on, not the client's nested stack traces.
      console.error(
        `Kafka broker ${kafka.brokers.join(', ')} is unreachable (nothing answers there). ` +
          'Start one with `npm run kafka:start`, or set KAFKA_BROKERS to a running broker.',
      );
    } else if (error instanceof DomainError) {
      console.error(error.message);
    } else throw error;
    process.exitCode = 1;
  } finally {
    await runner.stop();
    await database.close();
  }
});
