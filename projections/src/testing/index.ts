/** Helpers for specs and benchmarks: lead events and the vehicles projection's audit. */
export * from './lead-events';
export * from '../vehicles/vehicle-insert-audit';
