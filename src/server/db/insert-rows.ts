import { type Column, getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTransaction } from './database'

type Row = Record<string, unknown>

const isJson = (column: Column) => column.columnType === 'PgJsonb' || column.columnType === 'PgJson'

// ES2024's String.prototype.isWellFormed / toWellFormed, which Node 20 has and the ES2023 typings lack
type WellFormed = { isWellFormed(): boolean; toWellFormed(): string }

/** A value as PostgreSQL reads it from JSON text: JSON columns keep their structure, the rest their driver form. */
function jsonValue(column: Column, json: boolean, value: unknown) {
  if (value === null || value === undefined) return null
  if (json) return value
  const driven = column.mapToDriverValue(value)
  if (typeof driven !== 'string') return driven
  // PostgreSQL refuses JSON holding half a surrogate pair, where a query parameter stores U+FFFD instead
  const text = driven as string & WellFormed
  return text.isWellFormed() ? text : text.toWellFormed()
}

type ColumnEntry = { key: string; column: Column; json: boolean }
const columnsOf = new WeakMap<PgTable, ColumnEntry[]>()

/** The table's columns, read once per table rather than once per statement. */
function tableColumns(table: PgTable): ColumnEntry[] {
  let entries = columnsOf.get(table)
  if (!entries) {
    entries = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      column,
      json: isJson(column),
    }))
    columnsOf.set(table, entries)
  }
  return entries
}

/** What a row that leaves a column out gets, when the default can be written out here. */
function writtenDefault(key: string, column: Column): () => unknown {
  const { defaultFn } = column
  if (defaultFn) return () => defaultFn()
  if (column.default !== undefined && !is(column.default, SQL)) return () => column.default
  if (!column.notNull && !column.hasDefault) return () => null
  // only the database knows it (now(), a random uuid, a sequence): every row gives the column or none does
  throw new Error(
    `rows for ${getTableName(column.table)} disagree on ${key}: give it in every row or in none`,
  )
}

/**
 * `insert into <table> (...) select ... from json_populate_recordset(...)`: many rows in one statement with
 * one parameter, the rows travelling as a JSON array that PostgreSQL reads into the table's own row type.
 * The one hand-written insert on the order path, for the 60-column orders table alone: Drizzle's builder
 * spends 153 µs a row there and this 10 µs (building 64 rows, Node 22), which at the
 * create-payment benchmark's ~6,000 orders/s is most of a core (decision 027). Columns no row gives take
 * the database's default. Answers undefined for no rows.
 */
export function insertRowsStatement<T extends PgTable>(
  table: T,
  rows: Array<T['$inferInsert']>,
): SQL | undefined {
  if (rows.length === 0) return undefined
  // a column with a default made here is written even when no row gives it, as Drizzle's insert would
  const present = tableColumns(table).filter(
    ({ key, column }) =>
      column.defaultFn !== undefined || rows.some((row) => (row as Row)[key] !== undefined),
  )
  const fills = present.map(({ key, column }) =>
    rows.every((row) => (row as Row)[key] !== undefined) ? undefined : writtenDefault(key, column),
  )
  const records = rows.map((row) => {
    const record: Row = {}
    for (let index = 0; index < present.length; index++) {
      const { key, column, json } = present[index] as ColumnEntry
      const value = (row as Row)[key]
      record[column.name] = jsonValue(column, json, value === undefined ? fills[index]?.() : value)
    }
    return record
  })
  const names = sql.join(
    present.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  )
  const tableName = sql.identifier(getTableName(table))
  return sql`insert into ${tableName} (${names}) select ${names} from json_populate_recordset(null::${tableName}, ${JSON.stringify(records)}::json)`
}

/** Rows as PostgreSQL returned them (column names, driver values), as Drizzle would give them for the table. */
function readRows<T extends PgTable>(table: T, result: unknown): Array<T['$inferSelect']> {
  const columns = tableColumns(table)
  return (result as { rows: Row[] }).rows.map((stored) => {
    const row: Row = {}
    for (const { key, column } of columns) {
      const value = stored[column.name]
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
    }
    return row as T['$inferSelect']
  })
}

/** Inserts many rows in one statement (see insertRowsStatement) and answers them as stored. */
export async function insertRows<T extends PgTable>(
  db: DbOrTransaction,
  table: T,
  rows: Array<T['$inferInsert']>,
): Promise<Array<T['$inferSelect']>> {
  const statement = insertRowsStatement(table, rows)
  if (!statement) return []
  return readRows(table, await db.execute(sql`${statement} returning *`))
}
