/** Injection tokens for the ports the API depends on; the composition root binds them. */
export const EVENT_STORE = Symbol('EventStore');
export const SQL_CLIENT = Symbol('SqlClient');
export const READ_MODEL_PROGRESS = Symbol('ReadModelProgress');
export const CLOCK = Symbol('Clock');
export const SESSION_KEYS = Symbol('SessionKeys');
/** The analysis engine's knowledge, loaded once at start-up (analysis/knowledge.ts). */
export const ANALYSIS_KNOWLEDGE = Symbol('AnalysisKnowledge');

export type Clock = () => Date;
