/** The database error behind a failed statement: Drizzle wraps the driver's, and pg and PGlite both carry a code. */
function databaseError(error: unknown): { code: string; constraint?: unknown } | undefined {
  let cause = error
  for (let depth = 0; depth < 5 && cause instanceof Object; depth += 1) {
    const { code } = cause as { code?: unknown }
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return cause as { code: string }
    cause = (cause as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * Whether a statement failed on a constraint its data broke (SQLSTATE class 23: a unique key, a foreign
 * key, a check, a not-null column), as opposed to the database being unreachable or the statement wrong.
 */
export function isConstraintViolation(error: unknown): boolean {
  return databaseError(error)?.code.startsWith('23') ?? false
}

/** The unique constraint a failed statement broke (PostgreSQL error 23505), or undefined for any other error. */
export function brokenUniqueConstraint(error: unknown): string | undefined {
  const failure = databaseError(error)
  if (failure?.code !== '23505') return undefined
  return typeof failure.constraint === 'string' ? failure.constraint : ''
}
