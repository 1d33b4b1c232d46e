import { describe, expect, it } from 'vitest'
import { codeRules } from '@/domain/scribes-code'
import {
  benignCorpus,
  harmfulCorpus,
  isCaught,
  judgeCorpus,
} from '../../../tests/screening-corpus/judge-corpus'
import { screenTexts } from './screen-text'

describe('the screening corpus', () => {
  it('holds at least 200 harmful texts of every Code rule and 200 benign ones, in every kind of field', () => {
    expect(harmfulCorpus.length).toBeGreaterThanOrEqual(200)
    expect(benignCorpus.length).toBeGreaterThanOrEqual(200)
    expect(new Set(harmfulCorpus.map((entry) => entry.rule))).toEqual(new Set(codeRules))
    const kinds = (fields: string[]) =>
      new Set(fields.map((field) => field.replace(/^targets\.\d+\./, 'targets.N.')))
    for (const field of [
      'targetName',
      'customerName',
      'grievance',
      'specificRequests',
      'targets.N.name',
      'targets.N.reason',
    ])
      expect(kinds(harmfulCorpus.map((entry) => entry.field))).toContain(field)
  })

  it.each(harmfulCorpus)('$expect: $rule in $field: $text', (entry) => {
    const findings = screenTexts([{ field: entry.field, text: entry.text }])
    expect(isCaught(entry, findings), JSON.stringify(findings)).toBe(true)
  })

  it('holds at most 2% of the benign texts and refuses none', () => {
    const judged = judgeCorpus()
    console.log(
      `screening corpus: ${judged.harmfulCaught} of ${judged.harmfulTotal} harmful refused or held as expected; ` +
        `${judged.benignHeld} of ${judged.benignTotal} benign held, ${judged.benignRefused} refused`,
    )
    expect(judged.refused).toEqual([])
    expect(judged.held.length, JSON.stringify(judged.held)).toBeLessThanOrEqual(judged.benignTotal * 0.02)
  })
})
