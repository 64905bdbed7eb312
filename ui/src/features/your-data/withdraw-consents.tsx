import type { ConsentPurpose, MyData } from '@fairwrench/contracts';
import { useState } from 'react';
import { withdrawConsent } from '../../api/my-data';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { purposesInForce, WITHDRAWAL_EFFECT } from './consent-model';
import { formatDateTime, PURPOSES } from './your-data-model';

type Outcome = { readonly withdrawnAt: string } | { readonly failed: true };

/** A button for each consent in force; withdrawing one is recorded at once (ADR 025). */
export function WithdrawConsents({ consents }: { consents: MyData['consents'] }) {
  const [inForce] = useState(() => purposesInForce(consents));
  const [outcomes, setOutcomes] = useState<Partial<Record<ConsentPurpose, Outcome>>>({});
  const [busy, setBusy] = useState<ConsentPurpose | null>(null);

  const withdraw = async (purpose: ConsentPurpose) => {
    setBusy(purpose);
    try {
      const { withdrawnAt } = await withdrawConsent(purpose);
      setOutcomes((current) => ({ ...current, [purpose]: { withdrawnAt } }));
    } catch {
      setOutcomes((current) => ({ ...current, [purpose]: { failed: true } }));
    } finally {
      setBusy(null);
    }
  };

  if (inForce.length === 0) return null;
  return (
    <section aria-labelledby="withdraw-consents" className="stack">
      <h2 id="withdraw-consents">Withdraw a consent</h2>
      <ul className="stack">
        {inForce.map((purpose) => {
          const outcome = outcomes[purpose];
          return (
            <li key={purpose}>
              <p>
                <strong>{PURPOSES[purpose]}</strong>. {WITHDRAWAL_EFFECT[purpose]}
              </p>
              {outcome && 'withdrawnAt' in outcome ? (
                <p role="status">Withdrawn on {formatDateTime(outcome.withdrawnAt)}.</p>
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy !== null}
                  onClick={() => void withdraw(purpose)}
                >
                  {busy === purpose ? 'Withdrawing...' : `Withdraw consent: ${PURPOSES[purpose]}`}
                </Button>
              )}
              {outcome && 'failed' in outcome && (
                <Alert variant="destructive" title="Could not withdraw this consent">
                  <p>Please try again.</p>
                </Alert>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
