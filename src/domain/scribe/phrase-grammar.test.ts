import { describe, expect, it } from 'vitest'
import {
  alts,
  expandSymbol,
  expandTemplate,
  GrammarError,
  hashSeed,
  lintGrammar,
  parseTemplate,
  startExpansion,
} from './phrase-grammar'

const grammar = {
  greeting: ['Hail, {$name}! {insult|cap}.', 'Begone, {$name}, {insult}.'],
  insult: ['thou {adjective} toad', 'a {adjective} turnip'],
  adjective: ['damp', 'craven', 'yeasty', 'lumpish'],
  shout: ['{insult|upper} AND {$name}'],
}

describe('parseTemplate', () => {
  it('splits text, productions, modifiers and bound values', () => {
    expect(parseTemplate('To {$target}, {epithet|cap}.')).toEqual([
      { kind: 'text', text: 'To ' },
      { kind: 'variable', name: 'target' },
      { kind: 'text', text: ', ' },
      { kind: 'symbol', name: 'epithet', modifier: 'cap' },
      { kind: 'text', text: '.' },
    ])
  })

  it.each(['a {broken', 'a broken}', '{Upper}', '{two words}', '{x|shout}', '{$x|cap}', '{}', '{{x}}'])(
    'refuses the malformed template %s',
    (template) => {
      expect(() => parseTemplate(template)).toThrow(GrammarError)
    },
  )
})

describe('expandTemplate', () => {
  it('inserts bound values literally, even when they look like grammar', () => {
    const state = startExpansion('seed')
    const text = expandSymbol(grammar, 'greeting', { name: '{insult} <b>{$name}</b>' }, state)
    expect(text).toContain('{insult} <b>{$name}</b>')
  })

  it('changes the case of grammar text but never of bound values', () => {
    const text = expandSymbol(grammar, 'shout', { name: 'lady jane' }, startExpansion('x'))
    expect(text).toMatch(/^(THOU|A) [A-Z]+ (TOAD|TURNIP) AND lady jane$/)
  })

  it('capitalises only grammar text at the start of an expansion', () => {
    const caps = { line: ['{who|cap} waves'], who: ['{$name} the bold'] }
    expect(expandSymbol(caps, 'line', { name: 'élodie' }, startExpansion('x'))).toBe('élodie the bold waves')
  })

  it('walks the same path for the same seed and another for another seed', () => {
    const run = (seed: string) =>
      Array.from({ length: 6 }, () => expandSymbol(grammar, 'greeting', { name: 'N' }, startExpansion(seed)))
    expect(run('order-1')).toEqual(run('order-1'))
    const many = new Set(Array.from({ length: 40 }, (_, i) => run(`order-${i}`)[0]))
    expect(many.size).toBeGreaterThan(4)
  })

  it('does not repeat an alternative until its list is used up', () => {
    const state = startExpansion('no-repeat')
    const picks = Array.from({ length: 4 }, () => expandSymbol(grammar, 'adjective', {}, state))
    expect(new Set(picks).size).toBe(4)
    expect(grammar.adjective).toContain(expandSymbol(grammar, 'adjective', {}, state))
  })

  it('fails loudly on a missing production or value rather than leaking a placeholder', () => {
    expect(() => expandTemplate(grammar, '{nothing}', {}, startExpansion('x'))).toThrow(/Unknown production/)
    expect(() => expandTemplate(grammar, '{$nobody}', {}, startExpansion('x'))).toThrow(/Unbound value/)
  })

  it('stops runaway recursion', () => {
    const loop = { a: ['{b}'], b: ['{a}'] }
    expect(() => expandSymbol(loop, 'a', {}, startExpansion('x'))).toThrow(/recursion/)
  })
})

describe('lintGrammar', () => {
  it('reports missing productions, unknown values and malformed text', () => {
    const bad = { a: ['{b} and {$who}'], c: ['oops {'], d: [] }
    expect(lintGrammar(bad, ['name'])).toEqual([
      '{a} uses missing {b}',
      '{a} uses unknown {$who}',
      expect.stringMatching(/^\{c\}: Stray brace/),
      '{d} has no alternatives',
    ])
    expect(lintGrammar(grammar, ['name'])).toEqual([])
  })
})

describe('customer text that ends with its own mark', () => {
  it('takes no second full stop or exclamation from the grammar after it', () => {
    const said = (name: string, template: string) =>
      expandTemplate({}, template, { name }, startExpansion('mark'))
    expect(said('Bob Smith Jr.', 'what thou didst, {$name}.')).toBe('what thou didst, Bob Smith Jr.')
    expect(said('Yahoo!', 'Oh, crueller {$name}!')).toBe('Oh, crueller Yahoo!')
    expect(said('Bob Smith Jr.', 'To {$name}, greetings.')).toBe('To Bob Smith Jr., greetings.')
    expect(said('Bob', 'what thou didst, {$name}.')).toBe('what thou didst, Bob.')
  })
})

describe('helpers', () => {
  it('alts reads one alternative per line and // as a line break', () => {
    expect(alts('\n  one\n\n  two // three\n')).toEqual(['one', 'two\nthree'])
  })

  it('hashSeed gives different words for different strings', () => {
    const a = hashSeed('order-1')
    const b = hashSeed('order-2')
    expect([a(), a()]).not.toEqual([b(), b()])
    expect(hashSeed('same')()).toBe(hashSeed('same')())
  })
})
