import { z } from 'zod'
import { codeRules } from '@/domain/scribes-code'

/** A text a customer typed, named by the field the form shows it in (`grievance`, `targets.1.name`). */
export type ScreenedText = { field: string; text: string }

/**
 * What the screen found in one field: the Scribes' Code rule it breaks, the screen rule that saw it (an id
 * staff read in the order's history), and whether it is refused outright or held for a person.
 */
export const screenFindingSchema = z.object({
  field: z.string(),
  rule: z.enum(codeRules),
  match: z.string(),
  action: z.enum(['refuse', 'hold']),
})
export type ScreenFinding = z.infer<typeof screenFindingSchema>
