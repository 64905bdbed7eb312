import type { PotentialCause } from '@fairwrench/contracts';
import { render, screen, within } from '@testing-library/react';
import { PotentialCauses, SEE_SAFETY_WARNING } from './potential-causes';

const cause = (name: string, probability: number, why?: string[]): PotentialCause => ({
  name,
  probability,
  costRange: { min: 150, max: 300 },
  description: `${name}: what it is.`,
  repairTime: '1-2 hours',
  urgency: { level: 'Medium', timeframe: 'within weeks' },
  ...(why ? { why } : {}),
});

const noAdvice = { safetyAlerts: [], clarityNote: null, followUpQuestions: [] };

function badges(): string[] {
  return screen
    .getAllByRole('article')
    .map((card) => card.querySelector('.cause__label')!.textContent!);
}

describe('the potential causes on the results page', () => {
  it('calls the first cause "Most likely" when it clearly leads, and the rest "Possible"', () => {
    render(
      <PotentialCauses
        causes={[
          cause('Worn front brake pads', 62),
          cause('Warped rotors', 20),
          cause('Caliper', 8),
        ]}
        advice={noAdvice}
      />,
    );
    expect(badges()).toEqual(['Most likely cause', 'Possible cause', 'Possible cause']);
  });

  it('never calls the first cause less likely, even when nothing leads', () => {
    render(
      <PotentialCauses
        causes={[cause('Weak battery', 36), cause('Alternator', 33), cause('Starter', 31)]}
        advice={noAdvice}
      />,
    );
    expect(badges()).toEqual(['Possible cause', 'Possible cause', 'Possible cause']);
    expect(screen.queryByText(/less likely/i)).toBeNull();
  });

  it("shows each of the owner's quotes once, as plain text", () => {
    render(
      <PotentialCauses
        causes={[
          cause('Worn front brake pads', 70, [
            'my brakes squeal',
            'My brakes squeal',
            '<b>when I stop</b>',
          ]),
        ]}
        advice={noAdvice}
      />,
    );
    const evidence = screen.getByRole('heading', { name: 'Why we think so' }).parentElement!;
    const quotes = within(evidence)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(quotes).toHaveLength(new Set(quotes.map((q) => q!.toLowerCase())).size);
    expect(quotes.join(' ')).not.toMatch(/[<>]/);
    expect(evidence.querySelector('b')).toBeNull();
  });

  it("puts a safety warning with the owner's words before the causes", () => {
    render(
      <PotentialCauses
        causes={[cause('Brake master cylinder', 55)]}
        advice={{
          ...noAdvice,
          safetyAlerts: [
            {
              reason: 'Do not drive the car: the brakes may fail.',
              evidence: 'the pedal went to the floor',
              urgency: { level: 'High', timeframe: 'immediate' },
            },
          ],
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Do not drive the car');
    expect(alert.textContent).toContain('the pedal went to the floor');
    expect(
      alert.compareDocumentPosition(screen.getByRole('heading', { name: 'Potential Causes' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says the safety warning once: a cause it made urgent points to it', () => {
    const reason = 'Grinding when you brake usually means metal is rubbing on metal.';
    const urgent = (name: string): PotentialCause => ({
      ...cause(name, 30),
      urgency: { level: 'High', timeframe: 'immediate' },
      urgencyReason: reason,
    });
    render(
      <PotentialCauses
        causes={[urgent('Brake pads worn to metal'), urgent('Worn front brake pads')]}
        advice={{
          ...noAdvice,
          safetyAlerts: [
            {
              reason,
              evidence: 'my front brakes grind',
              urgency: { level: 'High', timeframe: 'immediate' },
            },
          ],
        }}
      />,
    );
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.getAllByText(SEE_SAFETY_WARNING)).toHaveLength(2);
  });

  it('lists the follow-up questions, and says so plainly when no cause matched', () => {
    render(
      <PotentialCauses
        causes={[]}
        advice={{ ...noAdvice, followUpQuestions: ['Does the noise change with speed?'] }}
      />,
    );
    expect(screen.getByText(/could not match your description to a known cause/)).toBeTruthy();
    expect(screen.getByText('Does the noise change with speed?')).toBeTruthy();
  });

  it('shows a known failure pattern of the car as the reason on its cause', () => {
    const known =
      'Known on 2012-2016 Ford Focus with the PowerShift (DPS6) dual-clutch automatic: the gearbox shudders; a warranty extension may cover it.';
    render(
      <PotentialCauses
        causes={[
          { ...cause('Dual-clutch transmission', 55), knownPattern: known },
          cause('Mounts', 10),
        ]}
        advice={noAdvice}
      />,
    );
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText(known)).toBeTruthy();
    expect(second!.textContent).not.toContain('Known on');
  });
});
