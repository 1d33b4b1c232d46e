/**
 * The unique constraint a failed statement broke (PostgreSQL error 23505), or undefined for any other
 * error. Drizzle wraps the driver's error, and pg and PGlite both name the constraint on theirs.
 */
export function brokenUniqueConstraint(error: unknown): string | undefined {
  let cause = error
  for (let depth = 0; depth < 5 && cause instanceof Object; depth += 1) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown }
    if (code === '23505') return typeof constraint === 'string' ? constraint : ''
    cause = (cause as { cause?: unknown }).cause
  }
  return undefined
}
