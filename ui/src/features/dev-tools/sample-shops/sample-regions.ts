import type { Shop } from '@fairwrench/contracts';

/**
 * Hard-coded sample shops for the two offline shop test pages (spec section 2). Every shop is
 * fictional: "(Sample)" ends each name, the streets are invented, and 555-0100 to 555-0199 are
 * the numbers reserved for fiction in every area code.
 */
export type SampleRegionId =
  | 'west'
  | 'new-york'
  | 'louisiana'
  | 'southeast'
  | 'illinois'
  | 'philadelphia'
  | 'arizona'
  | 'default';

export interface SampleRegion {
  readonly label: string;
  readonly shops: readonly Shop[];
}

const WEEKDAYS = 'Mon-Fri 8 AM-6 PM';
const SATURDAYS = 'Mon-Fri 7 AM-7 PM, Sat 8 AM-4 PM';
const LONG_HOURS = 'Mon-Sat 7 AM-8 PM, Sun 9 AM-5 PM';

/** name, street, ZIP, miles away, rating, reviews, last two digits of the phone, hours. */
type Row = readonly [string, string, string, number, number, number, string, string];

function shopsIn(city: string, areaCode: string, rows: readonly Row[]): Shop[] {
  return rows.map(([name, street, zip, distanceInMiles, rating, reviewCount, phone, hours]) => ({
    id: `sample-${areaCode}-${phone}`,
    name: `${name} (Sample)`,
    address: [`${street}, ${city}`, zip].filter(Boolean).join(' '),
    distanceInMiles,
    rating,
    reviewCount,
    phone: `(${areaCode}) 555-01${phone}`,
    hours,
  }));
}

const region = (label: string, city: string, areaCode: string, rows: readonly Row[]) => ({
  label,
  shops: shopsIn(city, areaCode, rows),
});

export const SAMPLE_REGIONS: Readonly<Record<SampleRegionId, SampleRegion>> = {
  west: region('Los Angeles area', 'Los Angeles, CA', '310', [
    ['Sunset Gearworks', '2184 Palomar Crest Ave', '90034', 2.4, 4.8, 412, '21', SATURDAYS],
    ['Canyon Coast Auto Care', '915 Larkspur Bend', '90025', 3.1, 4.6, 268, '22', WEEKDAYS],
    ['Pacific Drift Motors', '4470 Seabright Row', '90064', 4.7, 4.2, 131, '23', LONG_HOURS],
    ['Hollow Oak Service Bay', '330 Mirrorlake Dr', '90036', 6.0, 3.9, 77, '24', WEEKDAYS],
  ]),
  'new-york': region('New York area', 'New York, NY', '212', [
    ['Hudson Lantern Garage', '518 Corbel St', '10001', 0.8, 4.9, 536, '31', LONG_HOURS],
    ['Five Borough Brake & Tire', '72 Tollgate Pl', '10011', 1.9, 4.5, 344, '32', SATURDAYS],
    ['Midtown Spoke Auto', '1290 Wrenfield Ave', '10018', 1.2, 4.1, 189, '33', WEEKDAYS],
    ['Harborline Motor Works', '46 Quayside Ln', '10013', 2.6, 4.7, 221, '34', SATURDAYS],
  ]),
  louisiana: region('New Orleans area', 'New Orleans, LA', '504', [
    ['Bayou Bend Auto Clinic', '2811 Cypress Knee Rd', '70115', 1.7, 4.7, 298, '41', SATURDAYS],
    ['Crescent Piston Repair', '604 Levee Lamp St', '70119', 3.3, 4.3, 156, '42', WEEKDAYS],
    ['Magnolia Row Motors', '1907 Pelican Court', '70130', 2.2, 4.8, 187, '43', WEEKDAYS],
  ]),
  // One group in the spec: 30 and 31 are Georgia, 39 is Mississippi.
  southeast: {
    label: 'Georgia and Mississippi',
    shops: [
      ...shopsIn('Atlanta, GA', '404', [
        ['Peachline Auto Service', '3350 Red Clay Pkwy', '30308', 1.4, 4.8, 377, '51', SATURDAYS],
        ['Piedmont Gear & Brake', '881 Kudzu Hollow Dr', '30309', 2.9, 4.4, 203, '52', WEEKDAYS],
      ]),
      ...shopsIn('Jackson, MS', '601', [
        ['Pearl River Torque', '145 Dogwood Switch Rd', '39202', 4.0, 4.6, 162, '53', LONG_HOURS],
      ]),
    ],
  },
  illinois: region('Chicago area', 'Chicago, IL', '312', [
    ['Lakefront Crankshaft Co.', '2230 Windward Pier St', '60614', 1.1, 4.9, 451, '61', SATURDAYS],
    ['Prairie Signal Auto', '719 Elevated Row', '60622', 2.8, 4.5, 264, '62', WEEKDAYS],
    ['Second City Service Bay', '5016 Brickyard Ave', '60607', 3.6, 3.8, 98, '63', LONG_HOURS],
  ]),
  philadelphia: region('Philadelphia area', 'Philadelphia, PA', '215', [
    ['Liberty Wrench Works', '1406 Cobblestone Alley', '19106', 0.9, 4.7, 318, '71', SATURDAYS],
    ['Schuylkill Auto Doctors', '288 Rowhouse Ct', '19103', 2.3, 4.2, 147, '72', WEEKDAYS],
    ['Keystone Bell Garage', '3901 Quill Tower Rd', '19104', 3.0, 4.6, 205, '73', WEEKDAYS],
  ]),
  arizona: region('Phoenix area', 'Scottsdale, AZ', '480', [
    ['Camelback Sun Auto', '6120 Saguaro Mesa Dr', '85251', 2.0, 4.9, 522, '81', SATURDAYS],
    ['Desert Gauge Repair', '7745 Dry Wash Rd', '85253', 0.6, 4.6, 240, '82', LONG_HOURS],
    ['Red Butte Motor Care', '9302 Ocotillo Trail', '85258', 5.4, 4.0, 119, '83', WEEKDAYS],
  ]),
  // Any other ZIP: a made-up town, so nobody mistakes these for shops near them.
  default: region('Anytown (no regional sample set)', 'Anytown, USA', '800', [
    ['Main Street Motors', '100 Main St', '', 1.5, 4.6, 210, '91', WEEKDAYS],
    ['Crossroads Auto Care', '250 Center Ave', '', 2.7, 4.8, 175, '92', SATURDAYS],
    ['Corner Garage', '37 Elm St', '', 3.9, 4.1, 88, '93', WEEKDAYS],
  ]),
};
