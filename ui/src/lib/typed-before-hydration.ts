import { useLayoutEffect, useState } from 'react';
import { useHydrated } from '../app/use-hydrated';

/**
 * Keeps what a visitor typed into a pre-rendered form (ADR 028) before its script ran.
 * Registering the fields with react-hook-form empties them, so the values are read while the
 * page hydrates (the fields carry their names as ids) and handed to `restore` in a layout
 * effect, before the browser paints. A form rendered in the browser reads nothing.
 */
export function useTypedBeforeHydration<Name extends string>(
  names: readonly Name[],
  restore: (typed: Partial<Record<Name, string>>) => void,
): void {
  const hydrating = !useHydrated();
  const [typed] = useState(() => (hydrating ? readTyped(names) : null));
  useLayoutEffect(() => {
    if (typed) restore(typed);
    // Once, after hydration: `restore` is the form's reset, fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
}

function readTyped<Name extends string>(
  names: readonly Name[],
): Partial<Record<Name, string>> | null {
  if (typeof document === 'undefined') return null;
  const typed: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const field = document.getElementById(name);
    const isTextField =
      field instanceof HTMLInputElement ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement;
    if (isTextField && field.value) typed[name] = field.value;
  }
  return Object.keys(typed).length > 0 ? typed : null;
}
