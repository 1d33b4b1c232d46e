import { z } from 'zod'
import {
  emailField,
  optionalMultilineText,
  optionalText,
  requiredMultilineText,
  requiredText,
} from './form-fields'

// the roles live in a module without zod, so the web shows them without loading the schema
export { type CareerRole, careerRoles } from './career-roles'

export const careerApplicationSchema = z.object({
  role: z.enum(['scribe', 'herald'], { error: 'Role must be scribe or herald' }),
  name: requiredText('Name', 100),
  email: emailField,
  experience: requiredMultilineText('Experience', 5000),
  portfolio: optionalMultilineText('Portfolio', 1000),
  socialHandles: optionalMultilineText('Social handles', 500),
  followerCount: optionalText('Follower count', 50),
  campaignExperience: optionalMultilineText('Campaign experience', 5000),
})

export type CareerApplication = z.infer<typeof careerApplicationSchema>
export type CareerApplicationInput = z.input<typeof careerApplicationSchema>

// what the team reads when an optional answer was left empty
export const notProvided = {
  portfolio: 'None provided',
  socialHandles: 'None provided',
  followerCount: 'Not specified',
  campaignExperience: 'None provided',
} as const
