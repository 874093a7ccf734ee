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
