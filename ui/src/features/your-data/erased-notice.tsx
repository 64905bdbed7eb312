import type { ErasureReceipt } from '@fairwrench/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/ui/alert';
import { paths } from '../../config/paths';
import { erasureSummary } from './erase-model';

/** What happened, where focus lands once the dialog has closed. */
export function ErasedNotice({ receipt }: { receipt: ErasureReceipt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="stack">
      <h2 ref={heading} tabIndex={-1} className="your-data__heading">
        Your data has been deleted
      </h2>
      <Alert variant="success" title="Erasure recorded">
        {erasureSummary(receipt).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Alert>
      <p>
        <Link to={paths.home}>Return to Home</Link>
      </p>
    </div>
  );
}
