import type { ManagedRepairConfirmation } from '@fairwrench/contracts';
import { Spinner } from '../../components/ui/spinner';
import type { QueryState } from '../../lib/use-query';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/**
 * The booked repair as the owner can quote it (issue 32): a reference, what they gave us, the
 * shop once one is chosen, and by when we call.
 */
export function ManagedRecap({ query }: { query: QueryState<ManagedRepairConfirmation> }) {
  if (query.status === 'error') {
    return (
      <p className="managed-recap__missing">
        We could not load your booking details just now. They are on Your Data, and in the e-mail we
        send you.
      </p>
    );
  }
  if (query.status !== 'success') return <Spinner label="Loading your booking..." showLabel />;
  const booking = query.data;
  return (
    <section className="card managed-recap" aria-labelledby="managed-recap-title">
      <h2 id="managed-recap-title">Your booking</h2>
      <p className="managed-recap__reference">
        Reference <strong>{booking.reference}</strong>: quote it when you call or reply to us.
      </p>
      <dl className="managed-recap__details">
        <div>
          <dt>Preferred date</dt>
          <dd>{longDate(booking.preferredDate)}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{booking.phoneNumber}</dd>
        </div>
        <div>
          <dt>Vehicle ZIP code</dt>
          <dd>{booking.vehicleZipCode}</dd>
        </div>
        <div>
          <dt>Shop</dt>
          <dd>
            {booking.shop
              ? `${booking.shop.name}, ${booking.shop.city}; ${booking.shop.phone}`
              : booking.partnerNearby
                ? 'We are choosing a highly rated partner shop near you'
                : `None yet: we have no highly rated partner shop within 60 miles of ${booking.vehicleZipCode}`}
          </dd>
        </div>
      </dl>
      <p className="managed-recap__next">
        {booking.shop || booking.partnerNearby
          ? `We call you at ${booking.phoneNumber} by ${longDate(booking.contactBy)} to confirm the shop, the time and the price.`
          : `We call you at ${booking.phoneNumber} by ${longDate(booking.contactBy)} to tell you what we can arrange, or to help you choose a shop yourself.`}{' '}
        Nothing is repaired until you approve it.
      </p>
    </section>
  );
}
