import {
  ISSUES_PER_ADDRESS,
  ISSUES_PER_OWNER,
  REGISTRATIONS_PER_ADDRESS,
  type RateLimitBudgets,
} from '@fairwrench/api';

const UNLIMITED = 1_000_000;

/**
 * Specs and load generators send every owner from 127.0.0.1, so the per-address budgets of
 * the costly calls (ADR 041) would refuse them; they raise those budgets explicitly. The spec
 * of the limits themselves runs with the sized ones.
 */
export const LOAD_TEST_RATE_LIMITS: RateLimitBudgets = {
  [REGISTRATIONS_PER_ADDRESS.name]: UNLIMITED,
  [ISSUES_PER_OWNER.name]: UNLIMITED,
  [ISSUES_PER_ADDRESS.name]: UNLIMITED,
};

/** The same, as the settings of a product started as a process (`main.js`). */
export const LOAD_TEST_RATE_LIMITS_ENV = {
  RATE_LIMIT_VEHICLE_INFO_PER_IP: String(UNLIMITED),
  RATE_LIMIT_ISSUES_PER_OWNER: String(UNLIMITED),
  RATE_LIMIT_ISSUES_PER_IP: String(UNLIMITED),
};
