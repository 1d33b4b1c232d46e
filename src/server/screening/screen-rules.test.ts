import { describe, expect, it } from 'vitest'
import { harmfulCorpus } from '../../../tests/screening-corpus/judge-corpus'
import { screenRules } from './screen-rules'
import { screenTexts } from './screen-text'

describe('the screen rules', () => {
  it('each have an id of their own, named after the Code rule they enforce', () => {
    const ids = screenRules.map((rule) => rule.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const rule of screenRules) expect(rule.id.startsWith(`${rule.rule}.`), rule.id).toBe(true)
  })

  // a rule no harmful text reaches is either dead or untested
  it('each catch at least one text of the harmful corpus', () => {
    const seen = new Set(
      harmfulCorpus.flatMap((entry) =>
        screenTexts([{ field: entry.field, text: entry.text }]).map((finding) => finding.match),
      ),
    )
    expect(screenRules.map((rule) => rule.id).filter((id) => !seen.has(id))).toEqual([])
  })
})
