/**
 * A mistake of the user's (a missing file, a bad option value, malformed input): the CLI prints its message
 * on one line and exits with code 2, never a stack trace.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Exit codes: 0 everything passed, 1 a scenario failed, 2 usage or input error. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;
