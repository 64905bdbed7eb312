#!/usr/bin/env node
/**
 * Derives api/src/analysis/knowledge/labor-rates.json: a national independent-shop labour rate
 * scaled per state by the BEA Regional Price Parity (RPP), plus the segment and powertrain
 * multipliers used by costs/cost-context.ts. The editorial numbers live here, in one place,
 * with their reasoning; the state figures are computed from the BEA table.
 *
 * Usage (from the repository root):
 *   node api/scripts/derive-labor-rates.mjs [SARPP_STATE_2008_2023.csv] [outFile]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const csvFile = resolve(process.argv[2] ?? '/work/shared/data/bea/SARPP_STATE_2008_2023.csv');
const outFile = resolve(
  process.argv[3] ?? join(here, '../src/analysis/knowledge/labor-rates.json'),
);
const YEAR = '2023';
/** LineCode 5 'RPPs: All items'; see WHY_ALL_ITEMS. LineCode 9 is kept beside it for comparison. */
const LINE_ALL_ITEMS = '5';
const LINE_OTHER_SERVICES = '9';

const WHY_ALL_ITEMS =
  "All-items RPP (LineCode 5) is used rather than 'Services: Other' (LineCode 9). A shop's " +
  'hourly rate is mostly technician wages and shop rent, which follow the overall local price ' +
  "level; 'Services: Other' mixes in nationally priced services and spans only 90-106, while " +
  'observed shop rates differ far more between, say, California and Arkansas. LineCode 9 is ' +
  'recorded per state for reference.';

/** 2024 US independent-shop posted rates; dealers run higher and are not the yardstick. */
const NATIONAL_BASE = { min: 115, max: 155 };

const STATE_CODES = {
  Alabama: 'AL',
  Alaska: 'AK',
  Arizona: 'AZ',
  Arkansas: 'AR',
  California: 'CA',
  Colorado: 'CO',
  Connecticut: 'CT',
  Delaware: 'DE',
  'District of Columbia': 'DC',
  Florida: 'FL',
  Georgia: 'GA',
  Hawaii: 'HI',
  Idaho: 'ID',
  Illinois: 'IL',
  Indiana: 'IN',
  Iowa: 'IA',
  Kansas: 'KS',
  Kentucky: 'KY',
  Louisiana: 'LA',
  Maine: 'ME',
  Maryland: 'MD',
  Massachusetts: 'MA',
  Michigan: 'MI',
  Minnesota: 'MN',
  Mississippi: 'MS',
  Missouri: 'MO',
  Montana: 'MT',
  Nebraska: 'NE',
  Nevada: 'NV',
  'New Hampshire': 'NH',
  'New Jersey': 'NJ',
  'New Mexico': 'NM',
  'New York': 'NY',
  'North Carolina': 'NC',
  'North Dakota': 'ND',
  Ohio: 'OH',
  Oklahoma: 'OK',
  Oregon: 'OR',
  Pennsylvania: 'PA',
  'Rhode Island': 'RI',
  'South Carolina': 'SC',
  'South Dakota': 'SD',
  Tennessee: 'TN',
  Texas: 'TX',
  Utah: 'UT',
  Vermont: 'VT',
  Virginia: 'VA',
  Washington: 'WA',
  'West Virginia': 'WV',
  Wisconsin: 'WI',
  Wyoming: 'WY',
};

const MULTIPLIERS = {
  notes:
    'Editorial multipliers, deliberately coarse. parts: on national-average aftermarket/OE parts ' +
    'prices for a mainstream car. laborRate: specialist premium on the shop rate (fewer ' +
    'independent shops have the tools, training or high-voltage certification). laborHours: ' +
    'tighter packaging and more parts to remove on the same job.',
  segment: {
    economy: { parts: 0.85, laborRate: 1.0, laborHours: 1.0 },
    mainstream: { parts: 1.0, laborRate: 1.0, laborHours: 1.0 },
    truck: { parts: 1.15, laborRate: 1.0, laborHours: 1.05 },
    luxury: { parts: 1.35, laborRate: 1.05, laborHours: 1.1 },
    european: { parts: 1.5, laborRate: 1.15, laborHours: 1.2 },
    exotic: { parts: 2.5, laborRate: 1.4, laborHours: 1.5 },
  },
  powertrain: {
    gas: { parts: 1.0, laborRate: 1.0, laborHours: 1.0 },
    diesel: { parts: 1.15, laborRate: 1.1, laborHours: 1.1 },
    hybrid: { parts: 1.05, laborRate: 1.0, laborHours: 1.0 },
    phev: { parts: 1.05, laborRate: 1.05, laborHours: 1.05 },
    ev: { parts: 1.1, laborRate: 1.1, laborHours: 1.0 },
  },
};

/** Dealer quotes are priced at these factors on the independent rate and parts (sourced, not editorial). */
const SHOP_TYPES = {
  dealer: {
    laborRate: 1.3,
    source:
      "Lang iReport, reported by Ratchet+Wrench, 'Report: Shop Labor Rates on Steady Rise' (2016-03-09): dealer labour rates average about 30 % above independent shops",
    parts: 1.15,
    partsSource:
      "Two published whole-bill comparisons bracket the dealer premium: Car Talk's survey of 158 dealers and independents on four common repairs (NPR press release 2002-01-31, https://www.npr.org/about/press/020131.cartalk.html): Honda dealers 18 % and Dodge dealers 12 % above independents; the AAIA 'Vehicle Repair Cost Analysis' of 10 jobs in 6 cities (2009, reported by BusinessFleet and Autoblog, https://www.autoblog.com/2009/07/06/car-repair-shops/): 34.3 % above (commissioned by the independent aftermarket's trade association). With the labour rate at +30 %, parts at +15 % put a job that is half parts, half labour at about +22 %, between the two",
  },
};

const SOURCES = [
  'BEA Regional Price Parities by state, 2023 (SARPP table, released 2024-12, revised 2025-02)',
  'RepairPal Fair Price Estimator shop labour-rate ranges, 2024',
  'AAA Your Driving Costs 2024 (maintenance and repair cost per mile)',
  'RepairPal Reliability Ratings, average annual repair cost by make, 2024 (segment multipliers)',
];

function parseCsvLine(line) {
  return [...line.matchAll(/"([^"]*)"|([^,]+)|(?<=,)(?=,|$)/g)].map((m) =>
    (m[1] ?? m[2] ?? '').trim(),
  );
}

function readRpps() {
  const lines = readFileSync(csvFile, 'utf8').split(/\r?\n/);
  const header = parseCsvLine(lines[0]);
  const yearCol = header.indexOf(YEAR);
  const rpp = {};
  for (const line of lines.slice(1)) {
    const cells = parseCsvLine(line);
    const code = STATE_CODES[cells[1]];
    if (!code || (cells[4] !== LINE_ALL_ITEMS && cells[4] !== LINE_OTHER_SERVICES)) continue;
    rpp[code] ??= {};
    rpp[code][cells[4] === LINE_ALL_ITEMS ? 'allItems' : 'otherServices'] = Number(cells[yearCol]);
  }
  return rpp;
}

const roundTo5 = (n) => Math.round(n / 5) * 5;

function main() {
  const rpp = readRpps();
  const states = {};
  for (const code of Object.keys(rpp).sort()) {
    const { allItems, otherServices } = rpp[code];
    const factor = allItems / 100;
    states[code] = {
      min: roundTo5(NATIONAL_BASE.min * factor),
      max: roundTo5(NATIONAL_BASE.max * factor),
      rppAllItems: allItems,
      rppOtherServices: otherServices,
    };
  }
  const table = {
    version: `${YEAR}-rpp`,
    sources: SOURCES,
    generatedBy: 'api/scripts/derive-labor-rates.mjs',
    method: `state rate = national base × (RPP ${YEAR} / 100), rounded to $5. ${WHY_ALL_ITEMS}`,
    nationalBase: { ...NATIONAL_BASE, unit: 'USD per hour, independent shop, 2024' },
    states,
    multipliers: MULTIPLIERS,
    shopTypes: SHOP_TYPES,
  };
  writeFileSync(outFile, `${JSON.stringify(table, null, 2)}\n`);
  process.stdout.write(`Wrote ${Object.keys(states).length} state rates to ${outFile}\n`);
}

main();
