/** The slice of pino the API, the workers and the CLIs use, so tests can pass a silent or capturing logger. */
export interface Logger {
  info(object: Record<string, unknown>, message?: string): void;
  warn(object: Record<string, unknown>, message?: string): void;
  error(object: Record<string, unknown>, message?: string): void;
}
