import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A labelled form control with its hint and error. The control gets `id`, `aria-invalid` and
 * `aria-describedby` from the caller via `fieldControlProps`, so any input, select or custom
 * control fits.
 */
export function Field({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('field', className)} {...props} />;
}

export function FieldLabel({ className, ...props }: ComponentProps<'label'>) {
  // The caller passes htmlFor (or wraps the control); jsx-a11y cannot see that through props.
  // eslint-disable-next-line jsx-a11y/label-has-associated-control
  return <label data-slot="field-label" className={cn('field__label', className)} {...props} />;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="field__hint">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}

/** ids and ARIA wiring for a control named `name` with an optional hint. */
export function fieldControlProps(name: string, error?: string, hasHint = false) {
  const describedBy = [hasHint && `${name}-hint`, error && `${name}-error`].filter(Boolean);
  return {
    id: name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  } as const;
}
