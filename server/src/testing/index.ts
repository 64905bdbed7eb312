/**
 * The composed product for integration specs: the use-case specs beside their use case in
 * `api/src` drive it over HTTP, the platform specs here around it (README, "Test it").
 */
export * from './owner-flow';
export * from './product-under-test';
export * from './stripe-stand-in';
export { default as request } from './same-origin-request';
// The in-process SMTP server mail specs read what arrives from (ADR 057).
export { SmtpTestServer, type ReceivedMail } from '@fairwrench/workers/testing';
