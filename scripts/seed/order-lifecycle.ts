import type { OrderRow } from './fake-orders'
import type { Random } from './random'
import { weighted } from './random'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// orders by hour of the day (UTC): quiet at night, busiest in the evening
const drawHour = weighted(
  [1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 6, 7, 8, 7, 7, 7, 8, 9, 10, 11, 10, 8, 5, 3].map(
    (weight, hour) => [hour, weight] as const,
  ),
)
// Sunday to Saturday: grudges peak after the weekend
const weekdayWeights = [0.8, 1.2, 1.1, 1.0, 0.95, 0.9, 0.75]

/**
 * When `count` orders were placed over the last `days` days, oldest first: the shop grows (the newest day
 * sees about twice the orders of the oldest), with a weekly and a daily rhythm.
 */
export function orderTimes(random: Random, count: number, days: number, now: Date): Float64Array {
  const times = new Float64Array(count)
  const end = now.getTime()
  const start = end - days * DAY
  for (let index = 0; index < count; ) {
    const position = random()
    const day = Math.floor(start / DAY) * DAY + Math.floor(position * days + 1) * DAY
    const weekday = new Date(day).getUTCDay()
    if (random() * 1.2 * 2 > (1 + position) * (weekdayWeights[weekday] ?? 1)) continue
    const time = day + drawHour(random) * HOUR + random() * HOUR
    if (time > end || time < start) continue
    times[index++] = time
  }
  return times.sort()
}

const promisedAfter = { standard: DAY, immediate: 0, priority: 5 * HOUR, 'extra-rapid': 0 } as const

/**
 * Where an order placed at `createdAt` stands now: most were paid within minutes and fulfilled within
 * the day; some checkouts were abandoned (still pending) or their payment failed.
 */
export function settleOrder(
  random: Random,
  order: OrderRow,
  createdAt: number,
  now: number,
): Partial<OrderRow> {
  const placed = new Date(createdAt)
  const roll = random()
  const paidAt = createdAt + (1 + random() * 14) * MINUTE
  if (roll < 0.07 || paidAt > now) {
    return { status: 'pending_payment', paymentStatus: 'pending', createdAt: placed, updatedAt: placed }
  }
  if (roll < 0.1) {
    const failedAt = new Date(paidAt)
    return { status: 'cancelled', paymentStatus: 'failed', createdAt: placed, updatedAt: failedAt }
  }
  const age = now - paidAt
  const dueAt = paidAt + promisedAfter[order.deliverySpeed ?? 'standard']
  const status =
    age < 10 * MINUTE
      ? 'paid'
      : age < 30 * MINUTE
        ? 'drafted'
        : age < 3 * HOUR && random() < 0.5
          ? 'sent'
          : random() < 0.006
            ? 'failed'
            : 'completed'
  const doneAt = Math.min(now, paidAt + (5 + random() * 60) * MINUTE)
  return {
    status,
    paymentStatus: 'paid',
    paymentProvider: 'stripe',
    paymentSessionId: `cs_seed_${order.id}`,
    paidAt: new Date(paidAt),
    dueAt: new Date(dueAt),
    receiptSentAt: status === 'completed' ? new Date(doneAt) : null,
    failureReason: status === 'failed' ? 'email: the recipient’s mail server refused the message' : null,
    createdAt: placed,
    updatedAt: new Date(status === 'paid' ? paidAt : doneAt),
  }
}
