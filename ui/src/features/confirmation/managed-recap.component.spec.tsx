import type { ManagedRepairConfirmation } from '@fairwrench/contracts';
import { render, screen } from '@testing-library/react';
import { ManagedRecap } from './managed-recap';

const booking: ManagedRepairConfirmation = {
  managedRepairId: '2f6d1c0e-7b1a-4a57-9a0e-5d1e2f3a4b5c',
  reference: 'FW-7K3Q-9DMA',
  preferredDate: '2026-12-02T16:00:00.000Z',
  phoneNumber: '(406) 555-0134',
  vehicleZipCode: '59001',
  scheduledAt: '2026-11-27T15:00:00.000Z',
  shop: null,
  partnerNearby: true,
  contactBy: '2026-11-30T23:59:00.000Z',
};

const recap = (data: ManagedRepairConfirmation) =>
  render(<ManagedRecap query={{ status: 'success', data }} />);

describe('the managed repair recap', () => {
  it('says we are choosing a partner shop when one is near', () => {
    recap(booking);
    expect(screen.getByText('We are choosing a highly rated partner shop near you')).toBeTruthy();
    expect(screen.getByText(/to confirm the shop, the time and the price\./)).toBeTruthy();
  });

  it('says plainly when we have no partner shop near the vehicle, and what the call is for', () => {
    recap({ ...booking, partnerNearby: false });
    expect(screen.queryByText(/We are choosing/)).toBeNull();
    expect(
      screen.getByText('None yet: we have no highly rated partner shop within 60 miles of 59001'),
    ).toBeTruthy();
    expect(
      screen.getByText(/to tell you what we can arrange, or to help you choose a shop yourself\./),
    ).toBeTruthy();
    expect(screen.queryByText(/to confirm the shop/)).toBeNull();
  });

  it('names the shop once one is booked', () => {
    recap({
      ...booking,
      shop: { name: 'Big Sky Auto', city: 'Billings', phone: '(406) 555-0100' },
    });
    expect(screen.getByText('Big Sky Auto, Billings; (406) 555-0100')).toBeTruthy();
  });
});
