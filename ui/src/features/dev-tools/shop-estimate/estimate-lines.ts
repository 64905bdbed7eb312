import type { MoneyRange } from '@fairwrench/contracts';

/**
 * Typical lines of a brake-job estimate, with national fair prices in whole dollars, that the
 * simulated review on /test-shop-estimate draws from. Illustrative figures for a test page,
 * not the analysis engine's knowledge.
 */
export interface EstimateLine {
  readonly name: string;
  readonly description: string;
  readonly fair: Readonly<MoneyRange>;
}

export const ESTIMATE_LINES: readonly EstimateLine[] = [
  {
    name: 'Front brake pads',
    description: 'Replace worn front pads on both wheels',
    fair: { min: 150, max: 300 },
  },
  {
    name: 'Front brake rotors',
    description: 'Replace both front rotors',
    fair: { min: 200, max: 420 },
  },
  {
    name: 'Brake fluid flush',
    description: 'Drain and refill brake fluid',
    fair: { min: 80, max: 130 },
  },
  {
    name: 'Four-wheel alignment',
    description: 'Set camber, caster and toe to specification',
    fair: { min: 90, max: 160 },
  },
  {
    name: 'Rear brake shoes',
    description: 'Replace rear drum brake shoes and adjust',
    fair: { min: 160, max: 320 },
  },
];

/** Add-ons that often ride along on an estimate without a reason the owner can check. */
export interface Upsell {
  readonly item: string;
  readonly price: number;
  readonly details: readonly string[];
  readonly note: string;
}

export const UPSELLS: readonly Upsell[] = [
  {
    item: 'Fuel injector cleaning',
    price: 139,
    details: [
      'Not part of most manufacturers’ maintenance schedules',
      'Rarely helps an engine that shows no drivability symptom',
    ],
    note: 'Ask which symptom or test result calls for it.',
  },
  {
    item: 'Engine oil flush',
    price: 89,
    details: ['Regular oil changes already keep the engine clean'],
    note: 'Few manufacturers recommend flushes; some advise against them.',
  },
  {
    item: 'Brake caliper replacement',
    price: 240,
    details: ['Calipers usually outlast several sets of pads', 'No leak or sticking was described'],
    note: 'Ask to see the fault before approving it.',
  },
];

/** Listed as a bare line: it needs no explanation beyond its name. */
export const SHOP_SUPPLIES_FEE = 'Shop supplies fee above 10% of labor';
