import { describe, expect, it } from 'vitest'
import {
  bundleContents,
  bundleRateNote,
  countScrolls,
  partnerBundleList,
  partnerSinglesText,
  savingBasis,
  speaksOfBundleRate,
  wasPriceMakeup,
  wasPriceText,
} from './bundle-comparisons'
import { bundleIds, bundles, mixedBundleOptions } from './catalog-bundles'
import { scrollProducts } from './catalog-products'
import { formatCents } from './money'

describe('what a bundle holds', () => {
  it('counts scrolls by their one catalogue name', () => {
    expect(countScrolls(1, 'scroll-of-fury')).toBe('1 Cursed Scroll')
    expect(countScrolls(5, 'scroll-of-fury')).toBe('5 Cursed Scrolls')
    expect(countScrolls(2, 'epic-scroll-commission')).toBe('2 Epic Scroll Commissions')
  })

  it.each([
    ['starter', '3 Classic Scrolls'],
    ['courtroom', '5 Cursed Scrolls'],
    ['royal', '5 scrolls of thy choosing'],
    ['holiday', '10 Classic Scrolls'],
  ] as const)('%s holds %s', (id, contents) => {
    expect(bundleContents(id)).toBe(contents)
  })
})

describe('what a struck "was" price is made of', () => {
  it.each([
    ['starter', { quantity: 3, scrollType: 'light-rant', eachCents: 1499, basis: 'single' }],
    ['courtroom', { quantity: 5, scrollType: 'scroll-of-fury', eachCents: 2999, basis: 'bundle-rate' }],
    ['holiday', { quantity: 10, scrollType: 'light-rant', eachCents: 1299, basis: 'bundle-rate' }],
  ] as const)('%s: its count times one catalogue price', (id, makeup) => {
    expect(wasPriceMakeup(id)).toEqual(makeup)
    expect(makeup.quantity * makeup.eachCents).toBe(bundles[id].wasCents)
  })

  it('finds no sum for a mixed bundle or a bundle without a "was" price', () => {
    expect(wasPriceMakeup('royal')).toBeNull()
    expect(wasPriceMakeup('default')).toBeNull()
  })

  it.each([
    ['starter', 'Was $44.97: 3 Classic Scrolls at $14.99 each, bought one by one'],
    ['courtroom', 'Was $149.95: 5 Cursed Scrolls at the bundle rate of $29.99 each'],
    ['holiday', 'Was $129.90: 10 Classic Scrolls at the bundle rate of $12.99 each'],
  ] as const)('%s says: %s', (id, text) => {
    expect(wasPriceText(id)).toBe(text)
  })

  it('lists the Royal Arsenal’s price without claiming it as a sum, and says what five scrolls cost', () => {
    expect(wasPriceText('royal')).toBe(
      'Listed at $299.00. Thou choosest its 5 scrolls, so that is no sum of theirs: at the bundle rate, 5 cost $64.95 to $495.00',
    )
    expect(savingBasis('royal')).toBeNull()
  })

  it('calls a struck price "was" only where a sum of scrolls makes it, "listed at" elsewhere', () => {
    for (const id of bundleIds) {
      const { wasCents } = bundles[id]
      const text = wasPriceText(id)
      if (wasCents === null) expect(text).toBeNull()
      else if (wasPriceMakeup(id)) expect(text?.startsWith(`Was ${formatCents(wasCents)}: `)).toBe(true)
      else expect(text?.startsWith(`Listed at ${formatCents(wasCents)}. `)).toBe(true)
    }
  })
})

describe('what a saving is against', () => {
  it.each([
    ['starter', 'against buying them one by one'],
    ['courtroom', 'against the bundle rate'],
    ['holiday', 'against the bundle rate'],
  ] as const)('%s saves %s', (id, basis) => {
    expect(savingBasis(id)).toBe(basis)
  })

  it('puts the same scrolls at partner prices beside a partner bundle, dearer or cheaper, as they are', () => {
    expect(partnerSinglesText('courtroom')).toBe(
      '5 single Cursed Scrolls at the partner price of $24.99 come to $124.95: this bundle saves 21% on those too',
    )
    // ten Classic Scrolls at $7.99 cost less than the $119.00 pack: the card says so rather than hide it
    expect(partnerSinglesText('holiday')).toBe(
      '10 single Classic Scrolls at the partner price of $7.99 come to $79.90, less than this bundle, which sends all 10 from one order',
    )
    expect(partnerSinglesText('royal')).toBeNull()
    expect(partnerSinglesText('default')).toBeNull()
  })

  it('defines the bundle rate from the mixed-bundle options, by the products’ names', () => {
    expect(bundleRateNote()).toBe(
      'The bundle rate is what a scroll costs when picked into a bundle one at a time: Classic Scroll $12.99, Cursed Scroll $29.99, Love Me Scroll $20.00, Epic Scroll Commission $99.00',
    )
    expect(speaksOfBundleRate('starter')).toBe(false)
    expect(speaksOfBundleRate('default')).toBe(false)
    for (const id of ['courtroom', 'royal', 'holiday'] as const) expect(speaksOfBundleRate(id)).toBe(true)
  })
})

describe('one name per product', () => {
  it('gives each mixed-bundle option its product’s name', () => {
    for (const [type, option] of Object.entries(mixedBundleOptions)) {
      expect(option.label).toBe(scrollProducts[type as keyof typeof mixedBundleOptions].name)
    }
  })

  it('names the partner bundles for a page that does not sell them', () => {
    expect(partnerBundleList()).toBe(
      'the Courtroom (5 Cursed Scrolls), the Royal Arsenal (5 scrolls of thy choosing) and the Holiday Siege Pack (10 Classic Scrolls)',
    )
  })
})
