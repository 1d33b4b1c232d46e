import { describe, expect, it } from 'vitest'
import { screenTexts } from './screen-text'

const screen = (text: string, field = 'grievance') => screenTexts([{ field, text }])

describe('screenTexts', () => {
  it.each([
    'may geese pursue thee',
    'I shall smite thee with a wet herring',
    'thou art dead to me',
    'this roast will kill',
    'I could murder a pizza',
    'may thy socks be forever damp',
    "I'll kill you with kindness",
    "you're killing me",
    'drop dead gorgeous',
    'break a leg',
    'Damn this bloody printer to hell, the arse of a thing. Shit.',
    "my landlord hasn't fixed the boiler at flat 3 since March",
  ])('passes the comic and the merely rude: %j', (text) => {
    expect(screen(text)).toEqual([])
  })

  it.each([
    ['I know where you live and I will burn your house down at 3am', 'threat'],
    ['14 Elm Street. I will be waiting outside at 6pm', 'doxxing'],
    ['nobody would miss you if you killed yourself', 'self-harm'],
    ['kys', 'self-harm'],
    ["pay me $500 or I'll post your photos", 'extortion'],
    ['I will find you and hurt you', 'threat'],
    ["I know your kids' school", 'doxxing'],
    ['07700 900123, I will call you every night until you answer', 'doxxing'],
    ['This is an official notice from the Metropolitan Police', 'impersonation'],
  ])('refuses %j (%s)', (text, rule) => {
    expect(screen(text)).toContainEqual({
      field: 'grievance',
      rule,
      action: 'refuse',
      match: expect.any(String),
    })
  })

  it.each([
    ['07700 900123', 'doxxing'],
    ['12 Elm Street', 'doxxing'],
    ['watch your back', 'threat'],
    ["you'll regret this", 'threat'],
    ['he works at the bank and he is scum, he will regret it', 'doxxing'],
    ['I want to sleep with you', 'sexual'],
  ])('holds %j for a person (%s)', (text, rule) => {
    expect(screen(text)).toEqual([{ field: 'grievance', rule, action: 'hold', match: expect.any(String) }])
  })

  it('names the field and the screen rule that saw it', () => {
    expect(screen('kill yourself', 'targets.1.reason')).toEqual([
      { field: 'targets.1.reason', rule: 'self-harm', action: 'refuse', match: 'self-harm.kill-yourself' },
    ])
  })

  it('lists refusals before holds, across fields', () => {
    const findings = screenTexts([
      { field: 'specificRequests', text: 'watch your back' },
      { field: 'grievance', text: 'I will kill you' },
    ])
    expect(findings.map(({ field, action }) => [field, action])).toEqual([
      ['grievance', 'refuse'],
      ['specificRequests', 'hold'],
    ])
  })

  it('finds a Code rule once a field, a refusal winning over a hold', () => {
    const findings = screen('Watch your back. I will kill you. I will stab you. You will regret this.')
    expect(findings).toEqual([
      { field: 'grievance', rule: 'threat', action: 'refuse', match: 'threat.kill-you' },
    ])
  })

  it('finds each Code rule a field breaks', () => {
    const rules = screen('I know where you live and I will burn your house down').map(
      (finding) => finding.rule,
    )
    expect(rules.sort()).toEqual(['doxxing', 'threat'])
  })

  it('reads each field apart: words split between two fields are no threat', () => {
    expect(
      screenTexts([
        { field: 'grievance', text: 'He said I will kill' },
        { field: 'specificRequests', text: 'you with kindness' },
      ]),
    ).toEqual([])
  })

  it('skips blank texts and gives nothing for nothing', () => {
    expect(screenTexts([])).toEqual([])
    expect(screenTexts([{ field: 'grievance', text: '   ' }])).toEqual([])
  })
})
