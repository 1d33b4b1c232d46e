import { CURRENCY } from '@/domain/money'
import type { Db } from '../db/database'
import { HttpError } from '../http/errors'
import { shopDate } from '../shop-date'
import { recordStaffAction, type StaffActor } from '../staff-records/staff-records'
import { requireRun } from './payout-runs'
import { type PayoutFileFormat, payoutFileCsv } from './payouts-csv'

/**
 * A payout run as the file PayPal or Wise takes (decision 028), and the action that records who took it.
 * Every partner of the run needs an email to be paid at: until each has one, the export answers 409
 * naming those without, so no file leaves with a payment missing.
 */
export async function exportPayoutRun(
  db: Db,
  staff: StaffActor,
  runId: string,
  format: PayoutFileFormat,
  shopTz: string,
) {
  const run = await requireRun(db, runId)
  const unreachable = run.partners.filter((line) => line.email === null).map((line) => line.name)
  if (unreachable.length > 0) {
    const names = unreachable.join(', ')
    throw new HttpError(
      409,
      'conflict',
      `Add an email to ${unreachable.length === 1 ? 'this partner' : 'these partners'} before exporting: ${names}`,
      { partners: names },
    )
  }
  const day = shopDate(new Date(run.createdAt), shopTz)
  const reference = `SOF-${day.replaceAll('-', '')}-${run.id.slice(0, 4)}`
  const csv = payoutFileCsv(format, {
    reference,
    currency: CURRENCY.toUpperCase(),
    lines: run.partners.map((line) => ({ ...line, email: line.email as string })),
  })
  await recordStaffAction(db, staff, 'export', 'payout-run', runId, { format })
  return { csv, filename: `payout-run-${day}-${run.id.slice(0, 8)}-${format}.csv` }
}
