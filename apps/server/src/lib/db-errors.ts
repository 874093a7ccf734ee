/** The PostgreSQL error code of a failed query, through drizzle's wrapper (23505 = unique violation). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let i = 0; i < 4 && current && typeof current === 'object'; i++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let i = 0; i < 4 && current && typeof current === 'object'; i++) {
    const c = (current as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Network errors of a database connection (Node) and PostgreSQL's "not now" states. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * The database cannot be reached just now (stopped, restarting, network): connection refused or
 * reset, a dropped connection, or SQLSTATE class 08 (connection exception) / 57P01-57P03 (shut down,
 * starting up), or a statement the server cancelled after `statement_timeout` (57014) or a
 * transaction it ended after `idle_in_transaction_session_timeout` (25P03): a hung database answers
 * like a down one. Requests answer 503 SERVICE_UNAVAILABLE for these instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i++) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '57014' || code === '25P03')
    )
      return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    const errors = (current as { errors?: unknown }).errors; // AggregateError (IPv4 and IPv6 both refused)
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
