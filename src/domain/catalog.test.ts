import { describe, expect, it } from 'vitest'
import {
  bundleIds,
  bundleIntensities,
  bundleSaving,
  bundles,
  bundleWritingStyles,
  MAX_BUNDLE_QUANTITY,
  mixedBundleOptions,
  partnerBundleIds,
} from './catalog-bundles'
import {
  classicStyles,
  commissionLengths,
  commissionStyles,
  cursedStyles,
  DEFAULT_LOVE_INTENSITY,
  DEFAULT_LOVE_STYLE,
  eternalStyles,
  formattingFlags,
  intensityLabels,
  loveIntensities,
  loveStyles,
  optionIds,
  tones,
} from './catalog-options'
import {
  deliverySpeeds,
  EARLY_BIRD_LIMIT,
  EARLY_BIRD_PERCENT,
  PARTNER_DISCOUNT_PERCENT,
  scrollProducts,
  scrollTypes,
  singleScrolls,
  unavailableDeliveries,
  upsells,
} from './catalog-products'
import {
  ANALYTICS_WINDOW_DAYS,
  FILE_LIST_LIMIT,
  FREE_SAMPLES_PER_DAY,
  GALLERY_SCROLL_DELAY_MS,
  PARTNER_ATTRIBUTION_DAYS,
  PARTNER_PAYOUT_DEFAULT_PERCENT,
  PARTNER_PAYOUT_MAX_PERCENT,
  PARTNER_PAYOUT_MIN_PERCENT,
  RECENT_PARTNER_ORDERS,
  UPLOAD_LIMIT_BYTES,
} from './limits'
import { formatCents } from './money'

describe('single scrolls (spec section 9, product decision 3)', () => {
  it('knows the five scroll types', () => {
    expect(scrollTypes).toEqual([
      'light-rant',
      'scroll-of-fury',
      'epic-scroll-commission',
      'eternal-scroll',
      'love-me-scroll',
    ])
  })

  it.each([
    ['light-rant', 'Classic Scroll', 'Light Rant', 1499, 799, null],
    ['scroll-of-fury', 'Cursed Scroll', 'Scroll of Fury', 3599, 2499, null],
    ['eternal-scroll', 'Eternal Scroll', 'Epic Proclamation', 9900, 9400, null],
    ['epic-scroll-commission', 'Epic Scroll Commission', null, null, null, null],
    ['love-me-scroll', 'Love Me Scroll', null, 1000, null, 1500],
  ] as const)(
    '%s is "%s" (partner subtitle %s) at %s cents, partner %s, was %s',
    (type, name, partnerSubtitle, list, partner, was) => {
      const product = scrollProducts[type]
      expect(product.name).toBe(name)
      expect(product.partnerSubtitle).toBe(partnerSubtitle)
      expect(product.listCents).toBe(list)
      expect(product.partnerCents).toBe(partner)
      expect(product.wasCents).toBe(was)
    },
  )

  it('shows the spec prices in dollars', () => {
    expect(formatCents(scrollProducts['light-rant'].listCents)).toBe('$14.99')
    expect(formatCents(scrollProducts['scroll-of-fury'].listCents)).toBe('$35.99')
    expect(formatCents(scrollProducts['eternal-scroll'].partnerCents)).toBe('$94.00')
  })

  it('labels the love scroll offer with its real saving', () => {
    const love = scrollProducts['love-me-scroll']
    expect(love.offerLabel).toBe('$5 off')
    expect(love.wasCents - love.listCents).toBe(500)
  })

  it('carries the eternal scroll card note', () => {
    expect(scrollProducts['eternal-scroll'].note).toBe('+ Premium PDF Receipt + Hall of Fame Feature')
  })
})

describe('delivery and upsells', () => {
  it.each([
    ['standard', 0, '24-36 hours'],
    ['immediate', 200, 'immediate'],
    ['priority', 500, 'within 5 hours'],
    ['extra-rapid', 1000, 'immediate'],
  ] as const)('%s delivery costs %s cents (%s)', (speed, cents, timing) => {
    expect(deliverySpeeds[speed].cents).toBe(cents)
    expect(deliverySpeeds[speed].timing).toBe(timing)
  })

  it.each([
    ['physicalDelivery', 'Parchment delivery', 3000],
    ['smsDelivery', 'SMS delivery', 700],
    ['phoneDelivery', 'Phone delivery', null],
  ] as const)('%s (%s, %s cents) is shown but unavailable', (field, label, cents) => {
    expect(unavailableDeliveries[field]).toEqual({ label, cents, available: false })
  })

  it.each([
    ['voiceNarration', 500],
    ['multiPage', 1000],
    ['ancestralWisdom', 300],
  ] as const)('upsell %s costs %s cents', (upsell, cents) => {
    expect(upsells[upsell].cents).toBe(cents)
  })

  it.each([
    ['light-rant', ['standard', 'immediate']],
    ['scroll-of-fury', ['standard', 'priority', 'extra-rapid']],
    ['eternal-scroll', ['standard', 'priority', 'extra-rapid']],
  ] as const)('%s offers deliveries %j', (type, deliveries) => {
    expect(singleScrolls[type].deliveries).toEqual(deliveries)
  })
})

describe('discounts', () => {
  it('gives partners and early birds 10 percent, early bird for the first 10 paid orders', () => {
    expect(PARTNER_DISCOUNT_PERCENT).toBe(10)
    expect(EARLY_BIRD_PERCENT).toBe(10)
    expect(EARLY_BIRD_LIMIT).toBe(10)
  })
})

describe('bundles', () => {
  it.each([
    ['starter', 'The Starter Arsenal', 1799, 4497, 3, 'light-rant', true],
    ['courtroom', 'The Courtroom', 9900, 14995, 5, 'scroll-of-fury', false],
    ['royal', 'The Royal Arsenal', 19900, 29900, 5, 'mixed', false],
    ['holiday', 'Holiday Siege Pack', 11900, 12990, 10, 'light-rant', false],
    ['default', 'Custom Bundle', null, null, 1, 'mixed', false],
  ] as const)(
    '%s is "%s" at %s (was %s), %s x %s, popular %s',
    (id, title, cents, was, quantity, type, popular) => {
      expect(bundles[id]).toMatchObject({
        id,
        title,
        cents,
        wasCents: was,
        quantity,
        scrollType: type,
        popular,
      })
      expect(bundles[id].description.length).toBeGreaterThan(0)
    },
  )

  it('lists every bundle once and caps targets at the largest quantity', () => {
    expect(bundleIds).toEqual(Object.keys(bundles))
    expect(MAX_BUNDLE_QUANTITY).toBe(10)
  })

  it.each([
    ['starter', 2698, 60],
    ['courtroom', 5095, 34],
    ['royal', 10000, 33],
    ['holiday', 1090, 8],
  ] as const)('%s saves %s cents (%s%%)', (id, cents, percent) => {
    expect(bundleSaving(id)).toEqual({ cents, percent })
  })

  it('has no saving for the custom bundle', () => {
    expect(bundleSaving('default')).toBeNull()
  })

  it('shows courtroom, royal and holiday on partner pages', () => {
    expect(partnerBundleIds).toEqual(['courtroom', 'royal', 'holiday'])
  })

  it.each([
    // the spec's "Light Rant", "Scroll of Fury" and "Epic Commission" go by their products' one name
    ['light-rant', 'Classic Scroll', 1299],
    ['scroll-of-fury', 'Cursed Scroll', 2999],
    ['love-me-scroll', 'Love Me Scroll', 2000],
    ['epic-scroll-commission', 'Epic Scroll Commission', 9900],
  ] as const)('mixed option %s (%s) costs %s cents', (option, label, cents) => {
    expect(mixedBundleOptions[option]).toEqual({ label, cents })
  })
})

describe('labelled option lists', () => {
  it.each([
    ['classic styles', classicStyles, ['elegant', 'witty', 'poetic', 'petty']],
    ['cursed styles', cursedStyles, ['shakespearean', 'gothic', 'modern-tumblr', 'classical', 'sarcastic']],
    ['eternal styles', eternalStyles, ['shakespearean', 'gothic', 'modern-tumblr', 'classical', 'sarcastic']],
    [
      'commission styles',
      commissionStyles,
      ['poetic', 'cursed', 'sarcastic', 'dramatic', 'tragic', 'divine-fury'],
    ],
    ['commission lengths', commissionLengths, ['2-pages', '3-5-pages', '6-plus-pages']],
    ['love styles', loveStyles, ['romantic', 'elegant', 'poetic', 'gentle', 'direct', 'brutal']],
    ['bundle writing styles', bundleWritingStyles, ['eloquent', 'savage', 'witty', 'dramatic', 'poetic']],
    ['bundle intensities', bundleIntensities, ['gentle', 'medium', 'strong', 'nuclear']],
    [
      'tones',
      tones,
      [
        'righteous-indignation',
        'royal-mockery',
        'ominous-prophecy',
        'theatrical-despair',
        'passive-aggressive-courtesy',
      ],
    ],
    ['formatting flags', formattingFlags, ['allCaps', 'cursedFonts', 'fontTantrums']],
  ] as const)('%s are %j, each with a label', (_name, labels, ids) => {
    expect(optionIds(labels)).toEqual(ids)
    for (const label of Object.values(labels)) expect(label.trim()).not.toBe('')
  })

  it.each([
    ['divine-fury', 'Divine Fury'],
    ['6-plus-pages', '6+ pages'],
    ['modern-tumblr', 'Modern Tumblr'],
  ] as const)('labels %s as "%s"', (id, label) => {
    const all: Record<string, string> = { ...commissionStyles, ...commissionLengths, ...cursedStyles }
    expect(all[id]).toBe(label)
  })
})

describe('intensity', () => {
  it.each([
    [1, 'Mild Shade'],
    [2, 'Gentle Mockery'],
    [3, 'Fierce Rebuke'],
    [4, 'Burning Fury'],
    [5, 'Nuclear Scroll'],
  ] as const)('level %s is "%s"', (level, label) => {
    expect(intensityLabels[level]).toBe(label)
  })

  it.each([
    ['light-rant', 1, 3, 2],
    ['scroll-of-fury', 3, 5, 4],
    ['eternal-scroll', 1, 5, 4],
  ] as const)('%s slider runs %s to %s, default %s', (type, min, max, fallback) => {
    expect(singleScrolls[type].intensity).toEqual({ min, max, default: fallback })
  })

  it.each([
    ['love_me', 1, 'Love Me'],
    ['love_me_not', 3, 'Love Me Not'],
    ['harsh_rejection', 5, 'Harsh Rejection'],
  ] as const)('love intensity %s is level %s ("%s")', (id, level, label) => {
    expect(loveIntensities[id]).toEqual({ level, label })
  })

  it('defaults the love form to love_me and romantic', () => {
    expect(DEFAULT_LOVE_INTENSITY).toBe('love_me')
    expect(DEFAULT_LOVE_STYLE).toBe('romantic')
  })
})

describe('limits', () => {
  it.each([
    ['free samples per day', FREE_SAMPLES_PER_DAY, 3],
    ['default partner payout', PARTNER_PAYOUT_DEFAULT_PERCENT, 40],
    ['minimum partner payout', PARTNER_PAYOUT_MIN_PERCENT, 0],
    ['maximum partner payout', PARTNER_PAYOUT_MAX_PERCENT, 100],
    ['partner attribution days', PARTNER_ATTRIBUTION_DAYS, 30],
    ['analytics window days', ANALYTICS_WINDOW_DAYS, 30],
    ['recent partner orders', RECENT_PARTNER_ORDERS, 5],
    ['upload limit bytes', UPLOAD_LIMIT_BYTES, 52_428_800],
    ['file list limit', FILE_LIST_LIMIT, 100],
    ['gallery scroll delay ms', GALLERY_SCROLL_DELAY_MS, 100],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })
})
