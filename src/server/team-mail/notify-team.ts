import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { careerApplications, commissionRequests, contactMessages } from '../db/schema'
import { composeCareerMail, composeCommissionMail, composeContactMail } from '../letters/team-notice'
import type { Services } from '../services'
import type { TeamNoticeKind } from './notify-team-job'

type NoticeTable = PgTable & { id: PgColumn; notifiedAt: PgColumn; createdAt: PgColumn }

const tables: Record<TeamNoticeKind, NoticeTable> = {
  contact: contactMessages,
  career: careerApplications,
  commission: commissionRequests,
}

/** Emails the team about one stored form; a row already marked notified is left alone. */
export async function notifyTeam(services: Services, notice: { kind: TeamNoticeKind; id: string }) {
  const { db, mailer, config } = services
  const mail = await composeNotice(services, notice)
  if (!mail) return
  await mailer.send({ ...mail, to: config.TEAM_MAILBOX })
  const table = tables[notice.kind]
  await db.update(table).set({ notifiedAt: new Date() }).where(eq(table.id, notice.id))
}

async function composeNotice({ db, config }: Services, { kind, id }: { kind: TeamNoticeKind; id: string }) {
  if (kind === 'contact') {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
    return row && !row.notifiedAt ? composeContactMail(row, config.TEAM_MAILBOX) : undefined
  }
  if (kind === 'career') {
    const [row] = await db.select().from(careerApplications).where(eq(careerApplications.id, id))
    return row && !row.notifiedAt ? composeCareerMail(row, config.TEAM_MAILBOX) : undefined
  }
  const [row] = await db.select().from(commissionRequests).where(eq(commissionRequests.id, id))
  return row && !row.notifiedAt ? composeCommissionMail(row, config.TEAM_MAILBOX) : undefined
}
