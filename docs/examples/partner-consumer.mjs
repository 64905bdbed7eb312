// Example FairWrench partner consumer (see docs/partners.md). Plain JavaScript with the
// @platformatic/kafka client (npm install @platformatic/kafka); Node 22.22+ or 24.6+.
//
//   KAFKA_BROKERS=127.0.0.1:9092 PARTNER_SHOP_ID=demo-shop PARTNER_PASSWORD=... \
//     node partner-consumer.mjs
//
// It reads your topic as your own user, prints each lead and erasure notice on one line and
// commits the offset after each message is handled. Stop it with Ctrl+C.
import { Consumer, stringDeserializers } from '@platformatic/kafka';

const { KAFKA_BROKERS = '127.0.0.1:9092', PARTNER_SHOP_ID: shopId } = process.env;
const password = process.env.PARTNER_PASSWORD;
if (!shopId || !password) {
  console.error('Set PARTNER_SHOP_ID and PARTNER_PASSWORD (and KAFKA_BROKERS).');
  process.exit(2);
}

const consumer = new Consumer({
  clientId: `partner-${shopId}-lead-intake`,
  // Your group ids must start with `partner-<shopId>.`; any other group is refused.
  groupId: `partner-${shopId}.lead-intake`,
  bootstrapBrokers: KAFKA_BROKERS.split(','),
  sasl: { mechanism: 'SCRAM-SHA-512', username: `partner-${shopId}`, password },
  // tls: {},  // production brokers are SASL_SSL: enable TLS there; the local broker is not.
  deserializers: stringDeserializers, // key, value and headers are UTF-8 text
});

const stream = await consumer.consume({
  topics: [`fairwrench.leads.${shopId}`],
  mode: 'committed', // resume after the last committed offset...
  fallbackMode: 'earliest', // ...or, for a new group, from the oldest message kept
  autocommit: false, // we commit ourselves, after handling
});

async function shutdown() {
  await consumer.close(true); // leaves the group; committed offsets stay
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

// Event ids already handled. In memory here; a real system stores them with the lead, in the
// same transaction, so that a redelivery after a restart is still recognised.
const handled = new Set();

const handlers = {
  lead(lead) {
    const { owner, consent, vehicle } = lead;
    const contact = [owner.name, owner.email, owner.phone].filter(Boolean).join(', ');
    console.log(
      `lead ${lead.leadId} ${lead.reason} | ${vehicle.year} ${vehicle.make} ${vehicle.model}` +
        ` | ${lead.analysis.findings.map((finding) => finding.name).join('; ')}` +
        ` | ${contact} ${owner.zipCode} | contact by: ${consent.contactChannels.join('/')}` +
        (lead.preferredDate ? ` | preferred ${lead.preferredDate}` : ''),
    );
  },
  'erasure-notice'(notice) {
    // Here you delete the personal data (name, e-mail, phone) you hold for these leads.
    console.log(`erasure notice ${notice.noticeId}: delete leads ${notice.leadIds.join(', ')}`);
  },
};

for await (const message of stream) {
  const type = message.headers.get('fairwrench-message-type');
  const version = message.headers.get('fairwrench-schema-version');
  const eventId = message.headers.get('fairwrench-event-id');
  // Check type and version first, so that a message you skip never marks its event id as
  // handled (during a version transition an event can come in more than one version).
  if (!handlers[type] || version !== '1') {
    console.log(`offset ${message.offset}: skipped ${type} v${version} (not handled here)`);
  } else if (handled.has(eventId)) {
    console.log(`offset ${message.offset}: duplicate of event ${eventId}, skipped`);
  } else {
    handlers[type](JSON.parse(message.value)); // unknown fields are simply ignored
    handled.add(eventId);
  }
  await message.commit(); // only after the message is handled: at-least-once on your side too
}
