import { randomInt } from 'node:crypto'
import { and, eq, gte, lt } from 'drizzle-orm'
import { composeScroll } from '@/domain/scribe/compose-scroll'
import { noFlags } from '@/domain/scribe/scroll-request'
import { drawings, lightningRoastEntries } from '../db/schema'
import { drawingWinnerEmail } from '../fulfilment/emails/drawing-winner-email'
import type { Services } from '../services'
import { shopDate } from '../shop-date'

const DAY_MS = 24 * 60 * 60 * 1000
const WEEK_MS = 7 * DAY_MS
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** The Monday (a date in the shop's time zone) of the week a moment falls in: the draw's key. */
export function mondayOf(moment: Date, timeZone: string): string {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(moment)
  const back = Math.max(0, weekdays.indexOf(weekday))
  const day = new Date(`${shopDate(moment, timeZone)}T00:00:00Z`)
  return new Date(day.getTime() - back * DAY_MS).toISOString().slice(0, 10)
}

/**
 * Draws this week's winner among the entries of the past seven days, records the draw (one per week, by
 * its date) and emails the winner. Run twice for the same week, it draws nothing new and only finishes an
 * email that did not go out.
 */
export async function drawWeeklyWinner(services: Services, now = new Date()) {
  const weekOf = mondayOf(now, services.config.SHOP_TZ)
  const since = new Date(now.getTime() - WEEK_MS)
  await services.db.transaction(async (tx) => {
    const entries = await tx
      .select({ id: lightningRoastEntries.id })
      .from(lightningRoastEntries)
      .where(and(gte(lightningRoastEntries.createdAt, since), lt(lightningRoastEntries.createdAt, now)))
    const winner = entries.length > 0 ? entries[randomInt(entries.length)] : undefined
    await tx
      .insert(drawings)
      .values({ weekOf, entryId: winner?.id ?? null, entryCount: entries.length })
      .onConflictDoNothing({ target: drawings.weekOf })
  })
  const [draw] = await services.db.select().from(drawings).where(eq(drawings.weekOf, weekOf))
  if (!draw?.entryId || draw.notifiedAt) return draw
  const [entry] = await services.db
    .select()
    .from(lightningRoastEntries)
    .where(eq(lightningRoastEntries.id, draw.entryId))
  if (!entry) return draw
  // the prize: a lightning roast of the target the winner entered, written and sealed like any scroll
  const scroll = composeScroll({
    seed: `drawing:${weekOf}`,
    kind: 'rant',
    scrollType: 'light-rant',
    targetName: entry.targetName,
    grievance: '',
    style: 'witty',
    intensity: 2,
    flags: noFlags,
    signature: { anonymous: true, customerName: '' },
  })
  const pdf = await services.renderer.render(scroll, { orderNumber: 0, date: now, scrollType: 'light-rant' })
  const mail = drawingWinnerEmail({
    winnerName: entry.name,
    targetName: entry.targetName,
    weekOf: new Date(`${weekOf}T12:00:00Z`),
    entryCount: draw.entryCount,
  })
  await services.mailer.send({
    to: entry.email,
    ...mail,
    attachments: [{ filename: 'lightning-roast.pdf', content: pdf, contentType: 'application/pdf' }],
    messageId: `<drawing-${weekOf}@scrollsoffury.shop>`,
  })
  await services.db.update(drawings).set({ notifiedAt: new Date() }).where(eq(drawings.id, draw.id))
  return draw
}
