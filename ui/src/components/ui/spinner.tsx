import { cn } from '../../lib/cn';

/** A loading indicator with a text for screen readers (and sighted users when `label` shows). */
export function Spinner({ label = 'Loading...', showLabel = false, className = '' }) {
  return (
    <div className={cn('spinner', className)} role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className={showLabel ? 'spinner__label' : 'sr-only'}>{label}</span>
    </div>
  );
}
