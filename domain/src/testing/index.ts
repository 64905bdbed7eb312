/** Test helpers for deciders: given events, when a command, then events or an error. */
export * from './decider-specification';
