import { describe, expect, it } from 'vitest'
import { typographicQuotes } from './quotes'
import { typeset } from './typeset'

describe('typographicQuotes', () => {
  it.each([
    ['Dan "the Man" O\'Brien', 'Dan “the Man” O’Brien'],
    ["She calls me 'buddy'", 'She calls me ‘buddy’'],
    ["it's the Smiths' house", 'it’s the Smiths’ house'],
    ["'Tis rock 'n' roll from the '90s", '’Tis rock ’n’ roll from the ’90s'],
    ['“He said "no" and \'maybe\'.”', '“He said ‘no’ and ‘maybe’.”'],
    ['“Keeps saying “per my last email”.”', '“Keeps saying ‘per my last email’.”'],
    ['(“quoted”)', '(“quoted”)'],
  ])('sets %s as %s', (text, printed) => {
    expect(typographicQuotes(text)).toBe(printed)
  })

  it('drops a customer’s quotes around a whole quotation, and a double quote nobody closed', () => {
    expect(typographicQuotes('deed: “"He ate my lunch".” Then')).toBe('deed: “He ate my lunch.” Then')
    expect(typographicQuotes('deed: “He said "no.” Then')).toBe('deed: “He said no.” Then')
    expect(typographicQuotes('a " stray')).toBe('a stray')
  })

  it('leaves text without quotes as it is', () => {
    const text = 'No quotes here, only words.'
    expect(typographicQuotes(text)).toBe(text)
  })
})

describe('typeset', () => {
  it('closes up runs of spaces but keeps a verse’s line breaks', () => {
    expect(typeset('  Thy wit is  thin, \n thy temper "thick"  ')).toBe(
      'Thy wit is thin,\nthy temper “thick”',
    )
  })
})
