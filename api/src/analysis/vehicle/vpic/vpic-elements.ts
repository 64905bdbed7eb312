import type { BodyStyle, TransmissionStyle } from '../car-facts';
/** vPIC Element ids this module reads (table Element). */
export const EL = {
  bodyClass: 5,
  cylinders: 9,
  displacementL: 13,
  drive: 15,
  engineModel: 18,
  fuelPrimary: 24,
  model: 28,
  series: 34,
  transmission: 37,
  trim: 38,
  fuelSecondary: 66,
  electrification: 126,
  otherEngineInfo: 129,
  turbo: 135,
  chargerLevel: 127,
} as const;

export const READ_ELEMENTS = Object.values(EL);

/** Lookup-table ids (tables FuelType, Turbo, Transmission, DriveType, ElectrificationLevel). */
export const FUEL_NAMES: Readonly<Record<string, string>> = {
  '1': 'diesel',
  '2': 'electric',
  '4': 'gasoline',
  '6': 'natural gas',
  '8': 'hydrogen',
  '9': 'propane',
  '10': 'ethanol (E85)',
  '15': 'flexible fuel',
  '18': 'fuel cell',
};
export const TURBO_YES = '1';
// vPIC's 7 is 'Electronic Continuously Variable (e-CVT)': a hybrid drive unit, not a belt CVT (ADR 066).
export const TRANSMISSION_STYLES: Readonly<Record<string, TransmissionStyle>> = {
  '2': 'conventional-automatic',
  '3': 'manual',
  '4': 'cvt',
  '7': 'hybrid-drive',
  '8': 'manual',
  '14': 'dual-clutch',
};
export const DRIVE_TYPES: Readonly<Record<string, 'FWD' | 'RWD' | 'AWD' | '4WD'>> = {
  '1': 'FWD',
  '2': '4WD',
  '3': 'AWD',
  '4': 'RWD',
  '7': 'RWD',
  '24': '4WD',
};
export const ELECTRIFICATION: Readonly<Record<string, 'HEV' | 'PHEV' | 'BEV'>> = {
  '1': 'HEV',
  '2': 'HEV',
  '9': 'HEV',
  '3': 'PHEV',
  '4': 'BEV',
};
/**
 * vPIC's BodyStyle ids for cars, by what closes the back: a trunk lid (sedan, coupe,
 * convertible), a liftgate or hatch (hatchback, wagon, SUV, crossover, minivan), a pickup's
 * tailgate; vans' rear doors and every other class are left out.
 */
export const BODY_STYLES: Readonly<Record<string, BodyStyle>> = {
  '1': 'convertible',
  '2': 'minivan',
  '3': 'coupe',
  '5': 'hatchback',
  '7': 'suv',
  '8': 'suv',
  '13': 'sedan',
  '15': 'wagon',
  '60': 'pickup',
};
