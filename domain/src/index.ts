/**
 * The domain (ADR 046): the deciders and their state folds, handleCommand that carries a command
 * out against the event store port, the decider and envelope types and the domain errors. It
 * knows contracts and the event-store port only; the API, the workers and the CLIs call it.
 */
export * from './canonical-json';
export * from './consents/consent-given';
export * from './consents/owner-consents';
export * from './consents/withdraw-consent.decider';
export * from './contact/send-contact-message.decider';
export * from './decider';
export * from './domain-error';
export * from './erasure/erase-owner.decider';
export * from './erasure/erasure-notice.workflow';
export * from './event-envelope';
export * from './feedback/submit-feedback.decider';
export * from './handle-command';
export * from './issues/issue-state';
export * from './issues/submit-issue.decider';
export * from './lead-trail/read-lead-trail.decider';
export * from './leads/lead-analysis';
export * from './leads/lead-release.workflow';
export * from './leads/share-leads.decider';
export * from './leads/sharing-rights';
export * from './managed-repairs/managed-repair-stream';
export * from './managed-repairs/request-managed-repair.decider';
export * from './managed-repairs/schedule-managed-repair.decider';
export * from './opt-out/opt-out-by-email.decider';
export * from './opt-out/opt-out.decider';
export * from './partner-access/partner-access.decider';
export * from './read-model-progress';
export * from './shops/list-shop.decider';
export * from './shops/record-shops-recommended.decider';
export * from './vehicles/register-vehicle.decider';
