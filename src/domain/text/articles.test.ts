import { describe, expect, it } from 'vitest'
import { aOrAn, withIndefiniteArticle, withoutArticle } from './articles'

describe('aOrAn', () => {
  it.each([
    ['Eternal Scroll', 'an'],
    ['Epic Proclamation', 'an'],
    ['Cursed Scroll', 'a'],
    ['hour', 'an'],
    ['honest knave', 'an'],
    ['unicorn', 'a'],
    ['uninvited guest', 'an'],
    ['European', 'a'],
    ['one-eyed goat', 'a'],
    ['onerous task', 'an'],
    ['usurper', 'a'],
    ['utter fool', 'an'],
    ['MP', 'an'],
    ['SMS', 'an'],
    ['BBC', 'a'],
    ['FLY-BITTEN KNAVE', 'a'],
    ['OAF', 'an'],
    ['8', 'an'],
    ['11th hour', 'an'],
    ['100', 'a'],
    ['“genius”', 'a'],
  ])('%s takes %s', (word, article) => {
    expect(aOrAn(word)).toBe(article)
  })
})

describe('withIndefiniteArticle', () => {
  it('puts the right article before a product, and none before a name that has one', () => {
    expect(withIndefiniteArticle('Eternal Scroll')).toBe('an Eternal Scroll')
    expect(withIndefiniteArticle('Love Me Scroll')).toBe('a Love Me Scroll')
    expect(withIndefiniteArticle('The Starter Arsenal')).toBe('The Starter Arsenal')
  })
})

describe('withoutArticle', () => {
  it('drops a leading article, but not a name that only looks like one', () => {
    expect(withoutArticle('The Starter Arsenal')).toBe('Starter Arsenal')
    expect(withoutArticle('  the landlord ')).toBe('landlord')
    expect(withoutArticle('an old goat')).toBe('old goat')
    expect(withoutArticle('An Nguyen')).toBe('An Nguyen')
    expect(withoutArticle('Theodora')).toBe('Theodora')
    expect(withoutArticle('The')).toBe('The')
  })
})
