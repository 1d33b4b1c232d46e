import { commissionLengths, commissionStyles } from '@/domain/catalog-options'
import type { CommissionRequest } from '@/domain/commission-request'

/**
 * The last commission request sent from this browser (spec key `commissionData`), so the confirmation page
 * can show what was asked. The tale and final wishes stay out: they may be long and private.
 */
export type StoredCommission = Pick<
  CommissionRequest,
  'name' | 'email' | 'target' | 'style' | 'length' | 'voiceNarration' | 'anonymousDelivery'
> & { id: string; recipientEmail?: string; deadline?: string; submittedAt: string }

const key = 'commissionData'

export function saveCommissionData(id: string, request: CommissionRequest, now = new Date()) {
  const stored: StoredCommission = {
    id,
    name: request.name,
    email: request.email,
    target: request.target,
    style: request.style,
    length: request.length,
    voiceNarration: request.voiceNarration,
    anonymousDelivery: request.anonymousDelivery,
    recipientEmail: request.recipientEmail,
    deadline: request.deadline,
    submittedAt: now.toISOString(),
  }
  localStorage.setItem(key, JSON.stringify(stored))
}

export function readCommissionData(): StoredCommission | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null')
    return isStoredCommission(stored) ? stored : null
  } catch {
    return null
  }
}

// Checked by hand, not with the domain schema: this page only shows what this browser saved after the
// server accepted it, and the schema would bring classic zod (24 KB gzip) into the page's first load.
function isStoredCommission(value: unknown): value is StoredCommission {
  if (!value || typeof value !== 'object') return false
  const stored = value as Record<string, unknown>
  const filled = (field: string) => typeof stored[field] === 'string' && stored[field].trim() !== ''
  const oneOf = (field: string, labels: object) =>
    typeof stored[field] === 'string' && Object.hasOwn(labels, stored[field])
  return (
    ['id', 'name', 'email', 'target', 'submittedAt'].every(filled) &&
    oneOf('style', commissionStyles) &&
    oneOf('length', commissionLengths) &&
    typeof stored.voiceNarration === 'boolean' &&
    typeof stored.anonymousDelivery === 'boolean' &&
    (stored.recipientEmail === undefined || typeof stored.recipientEmail === 'string') &&
    (stored.deadline === undefined || typeof stored.deadline === 'string')
  )
}
