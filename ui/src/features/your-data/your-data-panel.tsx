import type { ErasureReceipt, MyData } from '@fairwrench/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getMyData } from '../../api/my-data';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useFlowSend } from '../../flow/flow-provider';
import { browserStorage } from '../../flow/flow-storage';
import { clearDrafts } from '../../flow/saved-drafts';
import { useQuery } from '../../lib/use-query';
import { DataSection } from './data-section';
import { DownloadData } from './download-data';
import { EraseMyData } from './erase-my-data';
import { ErasedNotice } from './erased-notice';
import { yourDataView } from './your-data-model';
import { WithdrawConsents } from './withdraw-consents';

/** The API's 404: this browser has no owner session, so nothing is held for it. */
function NoDataHeld() {
  return (
    <Alert title="We hold no data for this browser yet">
      <p>
        You have not given FairWrench any details from this browser, so there is nothing to show or
        delete here. Your data appears on this page once you enter your vehicle details.
      </p>
      <p>
        Gave us your details on another device? Open this page there, opt out of sale and sharing by
        e-mail on <Link to={paths.privacyChoices}>your privacy choices</Link>, or{' '}
        <Link to={paths.contact}>contact us</Link>.
      </p>
    </Alert>
  );
}

function DataHeld({ data, onErased }: { data: MyData; onErased: (r: ErasureReceipt) => void }) {
  const view = yourDataView(data);
  return (
    <div className="stack">
      <div>
        <DownloadData data={data} />
      </div>
      <DataSection
        id="vehicles"
        title="Vehicles and contact details"
        entries={view.vehicles}
        empty="None."
      />
      <DataSection id="issues" title="Issues you described" entries={view.issues} empty="None." />
      <DataSection id="analyses" title="Analyses" entries={view.analyses} empty="None." />
      <DataSection
        id="repairs"
        title="Managed repairs"
        entries={view.managedRepairs}
        empty="None."
      />
      <DataSection
        id="consents"
        title="Consents and choices"
        entries={view.consents}
        empty="None."
      />
      <WithdrawConsents consents={data.consents} />
      <DataSection
        id="leads"
        title="Shared with partner shops"
        entries={view.leads}
        empty="Your details have not been shared with any shop."
      />
      <EraseMyData onErased={onErased} />
    </div>
  );
}

/** Everything held about the owner, read once per visit; then, if they ask, its erasure. */
export function YourDataPanel() {
  const read = useQuery('my-data', getMyData);
  const [receipt, setReceipt] = useState<ErasureReceipt | null>(null);
  const send = useFlowSend();

  const erased = (done: ErasureReceipt) => {
    // The ids and drafts this browser kept name an owner who no longer exists.
    send({ type: 'FLOW.CLEAR' });
    clearDrafts(browserStorage('local'));
    setReceipt(done);
  };

  if (receipt) return <ErasedNotice receipt={receipt} />;
  if (read.status === 'error') {
    return (
      <Alert variant="destructive" title="Could not load your data">
        <p>Please reload the page to try again.</p>
      </Alert>
    );
  }
  if (read.status !== 'success') return <Spinner label="Loading your data..." />;
  if (!read.data) return <NoDataHeld />;
  return <DataHeld data={read.data} onErased={erased} />;
}
