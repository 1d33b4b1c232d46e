import { type SQL, sql } from 'drizzle-orm'

/**
 * Several data-modifying statements sent as one: each becomes a CTE ahead of `final`. PostgreSQL runs them
 * all in one round trip, atomically, against one snapshot (so none sees another's rows).
 */
export function oneStatement(writes: SQL[], final: SQL): SQL {
  if (writes.length === 0) return final
  const ctes = writes.map((write, index) => sql`${sql.identifier(`write_${index}`)} as (${write})`)
  return sql`with ${sql.join(ctes, sql`, `)} ${final}`
}
