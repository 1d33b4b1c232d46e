import { doxxingRules } from './doxxing-rules'
import { extortionRules } from './extortion-rules'
import { hateRules } from './hate-rules'
import { impersonationRules } from './impersonation-rules'
import type { ScreenRule } from './screen-rule'
import { selfHarmRules } from './self-harm-rules'
import { sexualRules } from './sexual-rules'
import { threatRules } from './threat-rules'

/** Every rule of the screen, one file a Scribes' Code rule; slurs and sexual words are `obscenity-terms.ts`. */
export const screenRules: readonly ScreenRule[] = [
  ...threatRules,
  ...selfHarmRules,
  ...doxxingRules,
  ...extortionRules,
  ...impersonationRules,
  ...hateRules,
  ...sexualRules,
]
