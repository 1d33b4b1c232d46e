import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import type { FulfilmentStep, OrderStatus } from '@/domain/order-lifecycle'
import { orderReferencePattern } from '@/domain/order-reference'
import type { DbOrTransaction } from '../db/database'
import { orderNames, orders, scrollReports } from '../db/schema'

export const orderSortKeys = ['createdAt', 'dueAt', 'total', 'orderNumber'] as const
export type OrderSortKey = (typeof orderSortKeys)[number]

/** The statuses in which a paid order still owes its recipient a scroll: past its due time, it is late. */
export const owingStatuses = ['paid', 'drafted', 'failed'] as const satisfies OrderStatus[]

/** How far ahead "due soon" looks: the welcome screen's count and the queue's filter. */
export const DUE_SOON_HOURS = 6

/** How the staff narrow the order queue (every filter optional, all of them together). */
export type OrderFilters = {
  status?: OrderStatus
  /** a scroll type, or `bundle` */
  product?: string
  /** a partner's slug */
  partner?: string
  /** placed at or after / before these moments */
  from?: Date
  to?: Date
  /** paid, not sent yet, and past its due time */
  overdue?: boolean
  /** paid, not sent yet, and due within DUE_SOON_HOURS (or late already) */
  dueSoon?: boolean
  /** failed at this step */
  failedStep?: FulfilmentStep
  /** with a recipient's report nobody has resolved */
  reported?: boolean
  /** an order number or reference, an order id, a customer's email, or names (see `namesCondition`) */
  search?: string
}

export type OrderQueueQuery = OrderFilters & {
  sort: OrderSortKey
  direction: 'asc' | 'desc'
  page: number
  pageSize: number
}

/** Counting stops here: past it the queue says "10,000 or more" (counting a million rows is slow). */
export const COUNT_CAP = 10_000

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Where `order_names` (migration 0020) splits names into words: ASCII spaces and punctuation. A search is
 * split at the same characters, so the two agree whatever the database's locale takes for a letter.
 */
const wordSeparators = /[\t\n\v\f\r !-/:-@[-`{-~]+/

/**
 * The words of a search for names: not an order number, reference or id, and not an email, which are
 * looked up as they are. Undefined for those; empty when nothing in it could be part of a name ("--").
 */
export function searchedNames(search: string): string[] | undefined {
  const term = search.trim().replace(/^#/, '')
  if (orderReferencePattern.test(term) || /^\d{1,9}$/.test(term) || uuidPattern.test(term)) return undefined
  if (term.includes('@')) return undefined
  return term.split(wordSeparators).filter((word) => word !== '')
}

/**
 * Orders one of whose names has these words in a row, the last perhaps cut short, as staff type a name
 * ("mary sm", "dame ursu", "smith"); a word may stand before a later run ("mary smith" finds Mary Jane
 * Smith). Any case: both sides are lower-cased by the database. Read off the names index (decision 066).
 */
function namesCondition(words: string[]): SQL {
  if (words.length === 0) return sql`false`
  return sql`${orderNames(orders)} @@ lower(${`'${words.join(' ')}':*`})::tsquery`
}

/**
 * Each word somewhere in the names as written: true of every order `namesCondition` finds, and 15 times
 * cheaper to test than building an order's names, so a walk through the orders passes most of them by.
 */
function namesWrittenWith(words: string[]): SQL | undefined {
  const written = sql`lower(${orders.customerName} || ' ' || coalesce(${orders.recipientName}, '') || ' ' || ${orders.targetName})`
  // the separators hold % and _, so a word is never a pattern
  return and(...words.map((word) => sql`${written} like lower(${`%${word}%`})`))
}

/** What a search looks like decides what it is matched against, each read off an index. */
function searchCondition(search: string): SQL {
  const names = searchedNames(search)
  if (names) return namesCondition(names)
  const term = search.trim().replace(/^#/, '')
  // the reference a customer is shown is the id's first eight hex digits: the ids that start with them
  if (orderReferencePattern.test(term)) {
    const prefix = term.toLowerCase()
    const byReference = and(
      gte(orders.id, `${prefix}-0000-0000-0000-000000000000`),
      lte(orders.id, `${prefix}-ffff-ffff-ffff-ffffffffffff`),
    ) as SQL
    return /^\d+$/.test(term) ? (or(eq(orders.orderNumber, Number(term)), byReference) as SQL) : byReference
  }
  if (/^\d{1,9}$/.test(term)) return eq(orders.orderNumber, Number(term))
  if (uuidPattern.test(term)) return eq(orders.id, term.toLowerCase())
  return sql`lower(${orders.customerEmail}) = ${term.toLowerCase()}`
}

export function orderConditions(filters: OrderFilters, now = new Date()): SQL | undefined {
  const conditions: SQL[] = []
  if (filters.status) conditions.push(eq(orders.status, filters.status))
  if (filters.product) conditions.push(eq(orders.scrollType, filters.product))
  if (filters.partner) conditions.push(eq(orders.partnerRef, filters.partner))
  if (filters.from) conditions.push(gte(orders.createdAt, filters.from))
  if (filters.to) conditions.push(lt(orders.createdAt, filters.to))
  if (filters.overdue) conditions.push(inArray(orders.status, owingStatuses), lt(orders.dueAt, now))
  if (filters.dueSoon) {
    const soon = new Date(now.getTime() + DUE_SOON_HOURS * 60 * 60 * 1000)
    conditions.push(inArray(orders.status, owingStatuses), lt(orders.dueAt, soon))
  }
  if (filters.failedStep) {
    conditions.push(eq(orders.status, 'failed'), eq(orders.failedStep, filters.failedStep))
  }
  if (filters.reported) {
    conditions.push(
      sql`exists (select 1 from ${scrollReports} where ${scrollReports.orderId} = ${orders.id} and ${scrollReports.resolvedAt} is null)`,
    )
  }
  if (filters.search?.trim()) conditions.push(searchCondition(filters.search))
  return conditions.length > 0 ? and(...conditions) : undefined
}

const sortColumns = {
  createdAt: orders.createdAt,
  dueAt: orders.dueAt,
  total: orders.totalPriceCents,
  orderNumber: orders.orderNumber,
} as const

/** The queue's columns: what a row of the order queue and its CSV export show. */
export const queueColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  kind: orders.kind,
  scrollType: orders.scrollType,
  bundleId: orders.bundleId,
  priceList: orders.priceList,
  isTest: orders.isTest,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  recipientName: orders.recipientName,
  recipientEmail: orders.recipientEmail,
  targetName: orders.targetName,
  partnerRef: orders.partnerRef,
  totalPriceCents: orders.totalPriceCents,
  paymentStatus: orders.paymentStatus,
  failedStep: orders.failedStep,
  selfReferral: orders.selfReferral,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  dueAt: orders.dueAt,
}

export function queueOrderBy(sort: OrderSortKey, direction: 'asc' | 'desc') {
  const by = direction === 'asc' ? asc : desc
  // the order number breaks ties, so a page never repeats or skips a row
  const column = sortColumns[sort]
  return sort === 'orderNumber' ? [by(column)] : [by(column), by(orders.orderNumber)]
}

/**
 * A page of the order queue, filtered and sorted on the server, with the number of matching orders
 * (counted up to COUNT_CAP). Pages reach as far as the count does; narrower filters reach the rest.
 */
export async function listOrders(db: DbOrTransaction, query: OrderQueueQuery, now = new Date()) {
  const where = orderConditions(query, now)
  const offset = (query.page - 1) * query.pageSize
  const names = searchedNames(query.search ?? '') ?? []
  const byName = names.length > 0
  return db.transaction(async (tx) => {
    // the best plan depends on the values (4,000 failed orders or 900,000 completed; a name's prefix), so
    // each call is planned with them, not with the generic plan a prepared statement settles on (decision 030)
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`)
    // names are counted off the names index, whatever the planner guesses of how many match
    if (byName) await tx.execute(readFromIndexes)
    const [counted] = await tx.select({ total: count() }).from(
      tx
        .select({ one: sql`1` })
        .from(orders)
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('matching'),
    )
    const total = counted?.total ?? 0
    // and up to COUNT_CAP of them are sorted from there; more are met soonest by a walk down the sort's index
    const walk = byName && total > COUNT_CAP
    if (walk) await tx.execute(walkTheSortIndex)
    const rows = await tx
      .select(queueColumns)
      .from(orders)
      .where(walk ? and(where, namesWrittenWith(names)) : where)
      .orderBy(...queueOrderBy(query.sort, query.direction))
      .limit(query.pageSize)
      .offset(offset)
    return { rows, total: Math.min(total, COUNT_CAP), more: total > COUNT_CAP }
  })
}

/**
 * For the rest of a name search's transaction: read the orders the names index finds (a bitmap scan), never
 * every order and never in order, and compile nothing (decision 066). The planner knows too little of how
 * many orders a name's start matches: believing few, it would walk the newest orders building each one's
 * names, the whole table when none match, and just-in-time compile a plan it expects to be long.
 */
const readFromIndexes = sql`select set_config('enable_seqscan', 'off', true),
  set_config('enable_indexscan', 'off', true), set_config('jit', 'off', true)`

/**
 * For a name search that matches more than COUNT_CAP orders, common enough for the newest orders to hold
 * a page of them: walk down the sort's index, in one process, and stop at the page's last order, instead of
 * sorting every match.
 */
const walkTheSortIndex = sql`select set_config('enable_bitmapscan', 'off', true),
  set_config('enable_indexscan', 'on', true), set_config('enable_sort', 'off', true),
  set_config('max_parallel_workers_per_gather', '0', true)`

export type QueueRow = Awaited<ReturnType<typeof listOrders>>['rows'][number]
