import { and, eq, isNull } from 'drizzle-orm'
import { scrollReports } from '../db/schema'
import { HttpError } from '../http/errors'
import type { Services } from '../services'
import { recordStaffAction, type StaffActor } from '../staff-records/staff-records'
import { lockOrder, noteOrder } from './move-order'

/**
 * A member of staff has dealt with a recipient's report: it leaves the order's page and the dashboard's
 * count, and the order's history and the staff log say who closed it. A second click changes nothing.
 */
export async function resolveReport(
  services: Services,
  { orderId, reportId }: { orderId: string; reportId: string },
  staff: StaffActor,
) {
  return services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    const [report] = order
      ? await tx
          .select({ resolvedAt: scrollReports.resolvedAt })
          .from(scrollReports)
          .where(and(eq(scrollReports.id, reportId), eq(scrollReports.orderId, orderId)))
      : []
    if (!order || !report) throw new HttpError(404, 'not_found', 'This order has no such report')
    if (report.resolvedAt) return { resolved: false }
    await tx
      .update(scrollReports)
      .set({ resolvedAt: new Date(), resolvedBy: staff.id })
      .where(and(eq(scrollReports.id, reportId), isNull(scrollReports.resolvedAt)))
    await noteOrder(tx, order, {
      actor: { staffUserId: staff.id },
      note: "the recipient's report was marked resolved",
    })
    await recordStaffAction(tx, staff, 'resolve-report', 'order', orderId, { reportId })
    return { resolved: true }
  })
}
