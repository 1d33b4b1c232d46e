/**
 * Statements the shop sends again and again (load an order, record a step, mark a payment) are prepared
 * once per connection and then only bound and run: PostgreSQL stops parsing and planning them for every
 * order, and the client sends less. node-postgres prepares a query when it has a name; this client names
 * each distinct parameterised text it meets, up to a bound, so statements built at run time (a batch of
 * n rows is its own text) cannot grow the server's per-connection cache without end.
 */
import pg from 'pg'

export const PREPARED_STATEMENT_LIMIT = 400

type QueryConfig = { text?: string; name?: string; values?: unknown[]; submit?: unknown }

/** Names for statement texts, shared by every connection of a pool; a text keeps its name for life. */
export class StatementNames {
  private readonly names = new Map<string, string>()

  constructor(private readonly limit = PREPARED_STATEMENT_LIMIT) {}

  /** The name for `text`, or undefined once the bound is reached for a text not met before. */
  nameFor(text: string): string | undefined {
    const known = this.names.get(text)
    if (known !== undefined || this.names.size >= this.limit) return known
    const name = `shop_${this.names.size + 1}`
    this.names.set(text, name)
    return name
  }

  get size(): number {
    return this.names.size
  }
}

/** A `pg.Client` class for a pool, naming (so preparing) each parameterised statement `names` allows. */
export function clientPreparingStatements(names: StatementNames): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this forwards them all
    override query(config: any, ...rest: any[]): any {
      const query = config as QueryConfig | null
      // a plain config object; a submittable (a cursor, a stream) goes as it is
      if (query !== null && typeof query === 'object' && typeof query.text === 'string' && !query.submit) {
        const values = Array.isArray(rest[0]) ? rest[0] : query.values
        if (query.name === undefined && values !== undefined && values.length > 0) {
          const name = names.nameFor(query.text)
          // a config object may be reused by its caller (drizzle keeps one per query), so name a copy
          if (name !== undefined) return super.query({ ...config, name }, ...rest)
        }
      }
      return super.query(config, ...rest)
    }
  }
}
