import { z } from 'zod'
import { emailField, optionalText, requiredText } from './form-fields'
import { type FreeSample, freeSamples } from './free-sample-texts'

// the samples live in a module without zod, so the web shows them without loading the schemas
export { type FreeSample, freeSamples, personaliseSample } from './free-sample-texts'

export const freeSampleRequestSchema = z.object({
  name: requiredText('Name', 60),
  sampleId: z
    .enum(freeSamples.map((sample) => sample.id) as [FreeSample['id'], ...FreeSample['id'][]])
    .optional(),
})
export type FreeSampleRequest = z.infer<typeof freeSampleRequestSchema>

export const lightningRoastEntrySchema = z.object({
  name: optionalText('Name', 100),
  targetName: requiredText('Target name', 100),
  email: emailField,
})
export type LightningRoastEntry = z.infer<typeof lightningRoastEntrySchema>
