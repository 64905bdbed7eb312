import type { PrivacyChoices } from '@fairwrench/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { getPrivacyChoices, optOutOfSaleAndSharing } from '../../api/privacy-choices';
import { paths } from '../../config/paths';
import { useQuery } from '../../lib/use-query';
import { privacyChoicesView } from './privacy-choices-model';

/**
 * No owner session: nothing to opt out of yet, and how a later opt-out will happen. One point
 * per paragraph: this shows after the pre-rendered page has painted, and a block larger than
 * the page's lead would become its largest paint (LCP) and date it to the API's answer.
 */
function NoDataHeld() {
  return (
    <Alert title="We hold no data for this browser yet">
      <p>
        You have not given FairWrench any details from this browser, so there is nothing of yours to
        sell or share.
      </p>
      <p>
        If your browser sends a Global Privacy Control signal, we honour it automatically: details
        you give us later are never shared.
      </p>
      <p>
        Gave us your details on another device? Opt out by e-mail below, or{' '}
        <Link to={paths.contact}>contact us</Link> and we will act on your request.
      </p>
    </Alert>
  );
}

/** Not opted out yet: the one button that records the opt-out. */
function OptOut({ onOptedOut }: { onOptedOut: (choices: PrivacyChoices) => void }) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const optOut = async () => {
    setSending(true);
    setFailed(false);
    try {
      onOptedOut(await optOutOfSaleAndSharing());
    } catch {
      setFailed(true);
      setSending(false);
    }
  };

  return (
    <div className="stack">
      <p>
        You have not opted out. Your contact details may be shared with partner repair shops as
        leads.
      </p>
      {failed && (
        <Alert variant="destructive" title="Your opt-out was not recorded">
          <p>Something went wrong on our side. Please try again.</p>
        </Alert>
      )}
      <div>
        <Button size="lg" onClick={() => void optOut()} disabled={sending}>
          {sending ? 'Saving...' : 'Opt out of sale and sharing'}
        </Button>
      </div>
    </div>
  );
}

/**
 * Holds the answer's place while it is read (the pre-rendered page shows this), about as tall
 * as the tallest answer, so the e-mail form below it does not move down when the answer arrives.
 */
function PendingChoice() {
  return (
    <div className="privacy-choices__pending">
      <Spinner label="Loading your privacy choices..." />
    </div>
  );
}

/** The owner's current choice, read once per visit, and the opt-out when there is none. */
export function PrivacyChoicesPanel() {
  const read = useQuery('privacy-choices', getPrivacyChoices);
  const [recorded, setRecorded] = useState<PrivacyChoices | null>(null);

  if (read.status === 'error') {
    return (
      <Alert variant="destructive" title="Could not load your privacy choices">
        <p>Please reload the page to try again.</p>
      </Alert>
    );
  }
  if (read.status !== 'success') return <PendingChoice />;
  const view = privacyChoicesView(recorded ? { session: 'owner', choices: recorded } : read.data);
  if (view.kind === 'no-data') return <NoDataHeld />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your choice</CardTitle>
      </CardHeader>
      <CardContent aria-live="polite">
        {view.kind === 'sharing' ? (
          <OptOut onOptedOut={setRecorded} />
        ) : (
          <Alert variant="success" title="You have opted out">
            <p>{view.statement}</p>
            <p>We will not sell or share your personal information from now on.</p>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
