import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { confirmOptOutByEmail } from '../../api/opt-out-by-email';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { confirmOptOutView, tokenOf, type ConfirmOptOutView } from './confirm-opt-out-model';

/** Opening the link confirms: the page asks the API once and says what happened. */
function useConfirmation(token: string | null): ConfirmOptOutView {
  const [view, setView] = useState<ConfirmOptOutView>({ kind: 'confirming' });
  useEffect(() => {
    if (!token) return;
    let current = true;
    confirmOptOutByEmail(token).then(
      () => current && setView(confirmOptOutView('confirmed')),
      (error: unknown) => current && setView(confirmOptOutView(error)),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return token ? view : confirmOptOutView(new Error('no token'));
}

export function ConfirmOptOut() {
  const token = tokenOf(useLocation().search);
  const view = useConfirmation(token);
  if (view.kind === 'confirming') return <Spinner label="Confirming your opt-out..." />;
  if (view.kind === 'confirmed') {
    return (
      <Alert variant="success" title="Your opt-out is confirmed">
        <p>
          If we hold details given with this e-mail address, we will not sell or share them from now
          on. Details already shared stay with the shops that received them.
        </p>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" title={view.title}>
      <p>{view.body}</p>
      {view.askAgain && (
        <p>
          <Link to={`${paths.privacyChoices}#opt-out-by-email`}>Ask for a new link</Link>
        </p>
      )}
    </Alert>
  );
}
