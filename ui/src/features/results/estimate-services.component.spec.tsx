import { SERVICE_VERDICTS, type ReviewedService } from '@fairwrench/contracts';
import { render, screen, within } from '@testing-library/react';
import { EstimateServices } from './estimate-services';

const line = (
  name: string,
  verdict: ReviewedService['verdict'],
  isFair: boolean,
): ReviewedService => ({
  name,
  description: `${name} as the shop wrote it`,
  priceRange: { min: 80, max: 140 },
  shopEstimate: 159.99,
  isFair,
  ...(verdict ? { verdict } : {}),
});

describe('the services on a reviewed estimate', () => {
  it('labels each line with its own verdict, so a flagged line never reads "Fair"', () => {
    // Priced inside the fair range (isFair) but flagged by the review: the flag wins.
    const services = SERVICE_VERDICTS.map((verdict) => line(`Line ${verdict}`, verdict, true));
    render(<EstimateServices services={services} />);
    const table = screen.getByRole('table');
    for (const service of services) {
      const row = within(table).getByRole('row', { name: new RegExp(service.name) });
      const verdictCell = within(row).getAllByRole('cell').at(-1)!;
      if (service.verdict === 'fair') expect(verdictCell.textContent).toBe('Fair');
      else expect(verdictCell.textContent).not.toBe('Fair');
    }
  });

  it("shows the fair range and the shop's price on each line", () => {
    render(<EstimateServices services={[line('Coolant flush', 'premature', true)]} />);
    const row = within(screen.getByRole('table')).getByRole('row', { name: /Coolant flush/ });
    expect(row.textContent).toContain('$80');
    expect(row.textContent).toContain('$140');
    expect(row.textContent).toContain('$160'); // whole dollars, as every price on the page
    expect(row.textContent).toContain('Not due yet');
  });

  it('falls back to the price for records made before lines had a verdict', () => {
    render(
      <EstimateServices
        services={[line('Brake pads', undefined, true), line('Rotors', undefined, false)]}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /Brake pads/ }).textContent).toContain('Fair');
    expect(within(table).getByRole('row', { name: /Rotors/ }).textContent).toContain(
      'Above fair price',
    );
  });

  it('shows nothing when the estimate had no priced lines', () => {
    const { container } = render(<EstimateServices services={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
