import { z } from 'zod'
import { type CommissionRequest, commissionRequestSchema } from '@/domain/commission-request'

/**
 * The last commission request sent from this browser (spec key `commissionData`), so the confirmation page
 * can show what was asked. The tale and final wishes stay out: they may be long and private.
 */
const storedCommissionSchema = commissionRequestSchema
  .pick({ name: true, email: true, target: true, style: true, length: true, voiceNarration: true })
  .extend({ id: z.string(), deadline: z.string().optional(), submittedAt: z.string() })

export type StoredCommission = z.infer<typeof storedCommissionSchema>

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
    deadline: request.deadline,
    submittedAt: now.toISOString(),
  }
  localStorage.setItem(key, JSON.stringify(stored))
}

export function readCommissionData(): StoredCommission | null {
  try {
    const parsed = storedCommissionSchema.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
