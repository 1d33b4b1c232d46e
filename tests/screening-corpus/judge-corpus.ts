/**
 * The screening corpus (`harmful.json`, `benign.json`) and how the screen does on it: read by the corpus
 * test, which holds the screen to it, and by `bench/screening.ts`, which reports it.
 */
import { z } from 'zod'
import { codeRules } from '@/domain/scribes-code'
import { screenTexts } from '@/server/screening/screen-text'
import type { ScreenFinding } from '@/server/screening/screening'
import benignJson from './benign.json'
import harmfulJson from './harmful.json'

const harmfulSchema = z.object({
  text: z.string().min(1),
  field: z.string().min(1),
  rule: z.enum(codeRules),
  expect: z.enum(['refuse', 'hold', 'refuse-or-hold']),
})
const benignSchema = z.object({ text: z.string().min(1), field: z.string().min(1), kind: z.string().min(1) })

export type HarmfulEntry = z.infer<typeof harmfulSchema>
export type BenignEntry = z.infer<typeof benignSchema>

export const harmfulCorpus: HarmfulEntry[] = z.array(harmfulSchema).parse(harmfulJson)
export const benignCorpus: BenignEntry[] = z.array(benignSchema).parse(benignJson)

/** Whether the screen did what a harmful entry expects: its Code rule, refused or held as it says. */
export function isCaught(entry: HarmfulEntry, findings: ScreenFinding[]): boolean {
  return findings.some(
    (finding) =>
      finding.rule === entry.rule && (entry.expect === 'refuse-or-hold' || finding.action === entry.expect),
  )
}

const screenOne = ({ field, text }: { field: string; text: string }) => screenTexts([{ field, text }])

/** Every entry of the corpus screened alone, as the field it names. */
export function judgeCorpus() {
  const missed = harmfulCorpus.filter((entry) => !isCaught(entry, screenOne(entry)))
  const benign = benignCorpus.map((entry) => ({ entry, findings: screenOne(entry) }))
  const refuses = (findings: ScreenFinding[]) => findings.some((finding) => finding.action === 'refuse')
  const refused = benign.filter(({ findings }) => refuses(findings))
  const held = benign.filter(({ findings }) => findings.length > 0 && !refuses(findings))
  return {
    harmfulCaught: harmfulCorpus.length - missed.length,
    harmfulTotal: harmfulCorpus.length,
    benignHeld: held.length,
    benignRefused: refused.length,
    benignTotal: benignCorpus.length,
    missed,
    held: held.map(({ entry }) => entry),
    refused: refused.map(({ entry }) => entry),
  }
}
