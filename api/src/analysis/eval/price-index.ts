/**
 * Real quotes span four decades; the engine prices in 2024 dollars. A published figure is
 * brought to 2024 dollars with the US Consumer Price Index before it is compared.
 *
 * Source: US Bureau of Labor Statistics, CPI for All Urban Consumers (CPI-U), U.S. city
 * average, all items, series CUUR0000SA0, annual averages (1982-84 = 100).
 */
const CPI_U_ANNUAL: Readonly<Record<number, number>> = {
  1980: 82.4,
  1981: 90.9,
  1982: 96.5,
  1983: 99.6,
  1984: 103.9,
  1985: 107.6,
  1986: 109.6,
  1987: 113.6,
  1988: 118.3,
  1989: 124.0,
  1990: 130.7,
  1991: 136.2,
  1992: 140.3,
  1993: 144.5,
  1994: 148.2,
  1995: 152.4,
  1996: 156.9,
  1997: 160.5,
  1998: 163.0,
  1999: 166.6,
  2000: 172.2,
  2001: 177.1,
  2002: 179.9,
  2003: 184.0,
  2004: 188.9,
  2005: 195.3,
  2006: 201.6,
  2007: 207.342,
  2008: 215.303,
  2009: 214.537,
  2010: 218.056,
  2011: 224.939,
  2012: 229.594,
  2013: 232.957,
  2014: 236.736,
  2015: 237.017,
  2016: 240.007,
  2017: 245.12,
  2018: 251.107,
  2019: 255.657,
  2020: 258.811,
  2021: 270.97,
  2022: 292.655,
  2023: 304.702,
  2024: 313.689,
};

export const PRICE_BASE_YEAR = 2024;

/** The factor that turns dollars of `year` into 2024 dollars (1 when the year is unknown or later). */
export function toBaseYearDollars(year: number | null): number {
  if (year === null || year >= PRICE_BASE_YEAR) return 1;
  const then = CPI_U_ANNUAL[Math.max(1980, year)];
  return then === undefined ? 1 : CPI_U_ANNUAL[PRICE_BASE_YEAR]! / then;
}
