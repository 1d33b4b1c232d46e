import { randomInt } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { composeScroll } from '@/domain/scribe/compose-scroll'
import { noFlags } from '@/domain/scribe/scroll-request'
import type { DbOrTransaction } from '../db/database'
import { drawings, lightningRoastEntries } from '../db/schema'
import { lightningRoastAttachment } from '../letters/attachments'
import { drawingWinnerEmail } from '../letters/drawing-won'
import { shopMessageId } from '../mail/message-id'
import type { Services } from '../services'

type DrawWindow = { weekOf: string; entryIds: string[] }

// a raw query's rows come back untyped, whichever driver runs it
const windowResultSchema = z.object({
  rows: z.array(z.object({ week_of: z.string(), entry_ids: z.array(z.string()) })),
})

/**
 * The week a draw closes: it ends at the latest Monday noon (shop time) at or before `now` and starts at
 * the Monday noon before, so consecutive draws tile the calendar however late their job runs, and an entry
 * belongs to exactly one draw. The database compares the stamps at their own (microsecond) precision and
 * knows each zone's daylight-saving changes. Answers the draw's key (that Monday) and its entries.
 */
async function drawWindow(tx: DbOrTransaction, now: Date, timeZone: string): Promise<DrawWindow> {
  const { createdAt, id } = lightningRoastEntries
  const result = await tx.execute(sql`
    with closing as (
      select date_trunc('week', (${now.toISOString()}::timestamptz at time zone ${timeZone}) - interval '12 hours')
        + interval '12 hours' as noon
    )
    select to_char(noon, 'YYYY-MM-DD') as week_of,
      coalesce(
        (select json_agg(${id}) from ${lightningRoastEntries}
          where ${createdAt} >= (noon - interval '7 days') at time zone ${timeZone}
            and ${createdAt} < noon at time zone ${timeZone}),
        '[]'::json
      ) as entry_ids
    from closing`)
  const [row] = windowResultSchema.parse(result).rows
  if (!row) throw new Error('the drawing window could not be computed')
  return { weekOf: row.week_of, entryIds: row.entry_ids }
}

/**
 * Draws the winner of the week that closed at the latest Monday noon, records the draw (one per week, by
 * that Monday's date) and emails the winner. Run twice for the same week, it draws nothing new and only
 * finishes an email that did not go out.
 */
export async function drawWeeklyWinner(services: Services, now = new Date()) {
  const weekOf = await services.db.transaction(async (tx) => {
    const { weekOf, entryIds } = await drawWindow(tx, now, services.config.SHOP_TZ)
    const winner = entryIds.length > 0 ? entryIds[randomInt(entryIds.length)] : undefined
    await tx
      .insert(drawings)
      .values({ weekOf, entryId: winner ?? null, entryCount: entryIds.length })
      .onConflictDoNothing({ target: drawings.weekOf })
    return weekOf
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
    attachments: [lightningRoastAttachment(pdf)],
    messageId: shopMessageId(`drawing-${weekOf}`),
  })
  await services.db.update(drawings).set({ notifiedAt: new Date() }).where(eq(drawings.id, draw.id))
  return draw
}
