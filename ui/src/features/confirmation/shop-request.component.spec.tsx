import { CONSENT_TEXTS, type ShopRequestResponse } from '@fairwrench/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleShop as shop } from '../../testing/sample-shop';
import { ShopRequest } from './shop-request';

const answer: ShopRequestResponse = {
  leadId: '1c2d3e4f-5a6b-4c7d-8e9f-000000000001',
  shopId: 'demo-phx-01',
  shopName: 'Desert Auto Care',
  fieldsShared: ['name', 'email', 'zipCode'],
  requestedAt: '2026-11-25T12:00:00.000Z',
};

describe('sending a request to one shop', () => {
  it('sends nothing until the owner has seen what the shop gets and confirmed', async () => {
    const send = jest.fn(async () => answer);
    render(<ShopRequest shop={shop} send={send} />);

    await userEvent.click(
      screen.getByRole('button', { name: 'Send my request to Desert Auto Care' }),
    );
    expect(send).not.toHaveBeenCalled();
    const panel = screen.getByRole('group', { name: 'Send your request to Desert Auto Care?' });
    expect(within(panel).getByText('your e-mail address')).toBeTruthy();
    expect(within(panel).getByText(CONSENT_TEXTS['lead-sharing'].text)).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.queryByRole('group')).toBeNull();

    await userEvent.click(
      screen.getByRole('button', { name: 'Send my request to Desert Auto Care' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Send my request to Desert Auto Care' }),
    );
    expect(send).toHaveBeenCalledWith('demo-phx-01');
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Request sent to Desert Auto Care on Nov 25\. They will contact you by e-mail\.$/,
    );
  });

  it("shows the API's reason when the request is refused, and lets the owner cancel", async () => {
    const send = jest.fn(async () => {
      throw new Error(
        '409: You opted out of sharing your details, so we did not send them. You can call the shop yourself.',
      );
    });
    render(<ShopRequest shop={shop} send={send} />);
    await userEvent.click(screen.getByRole('button', { name: /Send my request/ }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Send my request to Desert Auto Care' }),
    );

    expect((await screen.findByRole('alert')).textContent).toContain(
      'You opted out of sharing your details, so we did not send them.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('offers no request for a shop outside our directory (a map result)', () => {
    const { container } = render(
      <ShopRequest shop={{ ...shop, id: undefined }} send={jest.fn()} />,
    );
    expect(container.textContent).toBe('');
  });
});
