import { render, screen } from '@testing-library/react';
import { PartsReplacement } from './parts-replacement';

const waterPump = {
  name: 'Water pump',
  estimatedCost: { min: 65, max: 280 },
  laborCost: { min: 230, max: 700 },
  replacementTime: '2-4.5 hours',
  totalCost: { min: 295, max: 980 },
};

describe('the parts page', () => {
  it("sets the owner's quote beside the job's range", () => {
    render(
      <PartsReplacement
        parts={{
          parts: [waterPump],
          totalEstimate: { min: 295, max: 980 },
          quoteCheck: {
            quoted: 1450,
            verdict: 'above',
            note: 'The $1,450 you were quoted is above the typical range for this job here ($295–$980).',
          },
        }}
      />,
    );
    const card = screen.getByRole('group', { name: /Your quote/ });
    expect(card.textContent).toContain('above the typical range');
    expect(card.textContent).toMatch(/\$1,450/);
  });

  it('shows no quote card when the owner gave no price', () => {
    render(<PartsReplacement parts={{ parts: [waterPump], totalEstimate: waterPump.totalCost }} />);
    expect(screen.queryByRole('group', { name: /Your quote/ })).toBeNull();
  });
});
