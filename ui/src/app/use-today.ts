import { useState } from 'react';
import { useHydrated } from './use-hydrated';

/** The calendar day of the build (vite.config.ts), as a local date: the same in every zone. */
const [year, month, day] = (import.meta.env.VITE_BUILD_DATE as string).split('-').map(Number);
const BUILD_DATE = new Date(year!, month! - 1, day!);

/**
 * Today, read once per mount. A pre-rendered page hydrates with the day it was built (that is
 * what its HTML shows) and switches to the visitor's day straight after.
 */
export function useToday(): Date {
  const hydrated = useHydrated();
  const [today] = useState(() => new Date());
  return hydrated ? today : BUILD_DATE;
}
