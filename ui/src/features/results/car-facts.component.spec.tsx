import { render, screen, within } from '@testing-library/react';
import { CarFacts } from './car-facts';
import { carFactsOf } from './result-view';

describe('what we know about your car', () => {
  it('lists each fact with where it came from', () => {
    render(
      <CarFacts
        kind="diagnostic"
        facts={[
          { topic: 'engine', value: '1.5 L 4-cylinder (L15B7), turbocharged', source: 'vin' },
          {
            topic: 'steering',
            value: 'Electric power steering (no steering fluid)',
            source: 'hand-written',
          },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'What we know about your car' });
    expect(within(section).getByText('Engine').nextSibling?.textContent).toBe(
      '1.5 L 4-cylinder (L15B7), turbocharged (from your VIN)',
    );
    expect(within(section).getByText('Steering').nextSibling?.textContent).toContain(
      '(FairWrench vehicle notes)',
    );
    expect(section.textContent).toContain('We left out causes your car cannot have');
  });

  it('shows nothing when nothing is known', () => {
    const { container } = render(<CarFacts kind="parts" facts={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('reads the list from a record, and ignores one an older or broken record carries', () => {
    const line = { topic: 'drive', value: 'All-wheel drive', source: 'model-year' };
    const record = (carFacts: unknown) => ({
      resultType: 'diagnostic' as const,
      results: { potentialCauses: [], carFacts } as never,
    });
    expect(carFactsOf(record([line]))).toEqual([line]);
    expect(carFactsOf(record(undefined))).toEqual([]);
    expect(carFactsOf(record([{ topic: 'colour', value: 'red', source: 'vin' }]))).toEqual([]);
  });
});
