import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DAY_MS,
  entryDueAt,
  type LedgerEntry,
  ledgerBalances,
  ledgerState,
  ledgerStates,
  runPaysBalance,
} from './partner-ledger'

const HOLD_DAYS = 30
const start = new Date('2026-03-01T12:00:00Z')
const commission = (overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  kind: 'commission',
  cents: 1000,
  status: 'pending',
  heldReason: null,
  recordedAt: start,
  ...overrides,
})
const later = (days: number) => new Date(start.getTime() + days * DAY_MS)

describe('a ledger entry’s state', () => {
  it('is pending during the hold and due from its last moment on', () => {
    expect(ledgerState(commission(), later(29.99), HOLD_DAYS)).toBe('pending')
    expect(ledgerState(commission(), later(30), HOLD_DAYS)).toBe('due')
    expect(ledgerState(commission(), start, 0)).toBe('due')
    expect(entryDueAt(commission(), HOLD_DAYS)).toEqual(later(30))
  })

  it('stays held until released, however old', () => {
    const held = commission({ heldReason: 'the customer’s email is the partner’s' })
    expect(ledgerState(held, later(400), HOLD_DAYS)).toBe('held')
    expect(entryDueAt(held, HOLD_DAYS)).toBeNull()
  })

  it('makes a clawback due at once, and keeps paid and voided as stored', () => {
    expect(ledgerState(commission({ kind: 'clawback', cents: -1000 }), start, HOLD_DAYS)).toBe('due')
    expect(ledgerState(commission({ status: 'paid' }), start, HOLD_DAYS)).toBe('paid')
    expect(ledgerState(commission({ status: 'voided', heldReason: 'x' }), later(90), HOLD_DAYS)).toBe(
      'voided',
    )
  })
})

describe('a payout run', () => {
  it('pays a positive due balance of at least the minimum only', () => {
    expect(runPaysBalance(5000, 5000)).toBe(true)
    expect(runPaysBalance(4999, 5000)).toBe(false)
    expect(runPaysBalance(0, 0)).toBe(false)
    expect(runPaysBalance(-300, -1000)).toBe(false)
  })
})

/**
 * A model ledger of two partners driven by random operations: commissions (some held as self-referrals),
 * refunds before and after a payout, time passing, payout runs with a minimum, marking runs paid (twice
 * at times) and releases. After each operation the balances must add up, match what the orders earned,
 * and agree with the runs.
 */
type Entry = LedgerEntry & { id: number; partner: number; order: number; run: number | null }
type Run = { entries: number[]; minimum: number; paid: boolean; cents: number }
type Book = { now: Date; entries: Entry[]; runs: Run[]; refunded: Set<number>; earned: Map<number, number> }

const operation = fc.oneof(
  fc.record({
    op: fc.constant('record' as const),
    partner: fc.nat({ max: 1 }),
    cents: fc.integer({ min: 0, max: 5000 }),
    held: fc.boolean(),
  }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('wait' as const), days: fc.double({ min: 0, max: 45, noNaN: true }) }),
  fc.record({ op: fc.constant('run' as const), minimum: fc.integer({ min: 0, max: 6000 }) }),
  fc.record({ op: fc.constant('markPaid' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('release' as const), pick: fc.nat() }),
)
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never

const stateOf = (book: Book, entry: Entry) => ledgerState(entry, book.now, HOLD_DAYS)

function apply(book: Book, action: Operation) {
  switch (action.op) {
    case 'record': {
      const order = book.earned.size
      book.earned.set(order, action.cents)
      book.entries.push({
        id: book.entries.length,
        partner: action.partner,
        order,
        run: null,
        kind: 'commission',
        cents: action.cents,
        status: 'pending',
        heldReason: action.held ? 'placed from the partner’s sign-in address' : null,
        recordedAt: book.now,
      })
      return
    }
    case 'refund': {
      const open = book.entries.filter(
        (entry) => entry.kind === 'commission' && !book.refunded.has(entry.order),
      )
      const entry = open[action.pick % Math.max(1, open.length)]
      if (!entry) return
      book.refunded.add(entry.order)
      // not paid and in no run: voided; paid or on its way in a run: taken back by a clawback
      if (entry.status === 'pending' && entry.run === null) entry.status = 'voided'
      else
        book.entries.push({
          ...entry,
          id: book.entries.length,
          run: null,
          kind: 'clawback',
          cents: -entry.cents,
          status: 'pending',
          heldReason: null,
          recordedAt: book.now,
        })
      return
    }
    case 'wait':
      book.now = new Date(book.now.getTime() + action.days * DAY_MS)
      return
    case 'run': {
      const due = book.entries.filter((entry) => entry.run === null && stateOf(book, entry) === 'due')
      const run: Run = { entries: [], minimum: action.minimum, paid: false, cents: 0 }
      for (const partner of [0, 1]) {
        const mine = due.filter((entry) => entry.partner === partner)
        const cents = mine.reduce((sum, entry) => sum + entry.cents, 0)
        if (!runPaysBalance(cents, action.minimum)) continue
        for (const entry of mine) entry.run = book.runs.length
        run.entries.push(...mine.map((entry) => entry.id))
        run.cents += cents
      }
      if (run.entries.length > 0) book.runs.push(run)
      return
    }
    case 'markPaid': {
      const run = book.runs[action.pick % Math.max(1, book.runs.length)]
      if (!run || run.paid) return
      run.paid = true
      for (const id of run.entries) (book.entries[id] as Entry).status = 'paid'
      return
    }
    case 'release': {
      const held = book.entries.filter((entry) => stateOf(book, entry) === 'held')
      const entry = held[action.pick % Math.max(1, held.length)]
      if (entry) entry.heldReason = null
    }
  }
}

function expectConsistent(book: Book) {
  const balances = ledgerBalances(book.entries, book.now, HOLD_DAYS)
  const sum = (states: readonly string[]) =>
    states.reduce((total, state) => total + balances[state as keyof typeof balances].cents, 0)
  // the states split the entries, and the total is every entry not voided
  expect(sum(ledgerStates)).toBe(book.entries.reduce((total, entry) => total + entry.cents, 0))
  expect(balances.total.cents).toBe(sum(['pending', 'held', 'due', 'paid']))
  // the total is what the orders not refunded earned: a refund takes back exactly its commission
  let earned = 0
  for (const [order, cents] of book.earned) if (!book.refunded.has(order)) earned += cents
  expect(balances.total.cents).toBe(earned)
  // paid is exactly what the runs marked paid paid: no entry is paid twice or outside a run
  const paidRuns = book.runs.filter((run) => run.paid)
  expect(balances.paid.cents).toBe(paidRuns.reduce((total, run) => total + run.cents, 0))
  expect(new Set(book.runs.flatMap((run) => run.entries)).size).toBe(
    book.runs.reduce((total, run) => total + run.entries.length, 0),
  )
  for (const entry of book.entries) {
    const state = stateOf(book, entry)
    if (state === 'due') expect(entry.heldReason === null && entry.status === 'pending').toBe(true)
    if (entry.run !== null) expect(['due', 'paid']).toContain(state)
  }
}

describe('the ledger under any sequence of operations', () => {
  it('keeps balances equal to its entries, pays each entry once and never pays a held or voided one', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        const book: Book = { now: start, entries: [], runs: [], refunded: new Set(), earned: new Map() }
        for (const action of operations) {
          apply(book, action)
          expectConsistent(book)
        }
      }),
      { numRuns: 300 },
    )
  })
})
