import { describe, expect, it } from 'vitest'
import { bundleOrderRequestSchema, classicOrderRequestSchema, orderRequestSchema } from './order-request'
import {
  bundleRequest,
  classicRequest,
  cursedRequest,
  eternalRequest,
  loveRequest,
} from './order-request.fixtures'

function issuesOf(input: unknown) {
  const result = orderRequestSchema.safeParse(input)
  if (result.success) throw new Error('expected the request to be refused')
  return result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }))
}

describe('what the server reads from a client', () => {
  it.each([
    ['classic', classicRequest()],
    ['cursed', cursedRequest()],
    ['love', loveRequest()],
    ['bundle', bundleRequest()],
  ])('drops every price, fee, discount and total a client sends with a %s order', (_kind, request) => {
    const tampered = {
      ...request,
      totalPrice: 1,
      basePrice: 0,
      immediateDeliveryFee: 0,
      priorityDeliveryFee: 0,
      upsellsFee: 0,
      upsells: ['everything'],
      discountAmount: 9999,
      discountType: 'percentage',
      isBundle: true,
    }
    const parsed = orderRequestSchema.parse(tampered)
    expect(parsed).toEqual(orderRequestSchema.parse(request))
    for (const key of ['totalPrice', 'basePrice', 'immediateDeliveryFee', 'upsellsFee', 'discountAmount']) {
      expect(parsed).not.toHaveProperty(key)
    }
  })

  it('trims and upper-cases the discount code, and drops an empty one', () => {
    expect(orderRequestSchema.parse(cursedRequest({ discountCode: '  knight10 ' }))).toMatchObject({
      discountCode: 'KNIGHT10',
    })
    expect(orderRequestSchema.parse(cursedRequest({ discountCode: '   ' }))).not.toHaveProperty(
      'discountCode',
      '',
    )
  })

  it('keeps a partner ref that is a slug and ignores a garbled one', () => {
    expect(orderRequestSchema.parse(classicRequest({ partnerRef: 'Sir-Lancelot' }))).toMatchObject({
      partnerRef: 'sir-lancelot',
    })
    expect(
      classicOrderRequestSchema.parse(classicRequest({ partnerRef: '<script>' })).partnerRef,
    ).toBeUndefined()
  })

  it('fills the single scroll defaults', () => {
    const { delivery: _delivery, ...withoutDelivery } = classicRequest()
    expect(orderRequestSchema.parse(withoutDelivery)).toMatchObject({
      delivery: 'standard',
      allCaps: false,
      voiceNarration: false,
      anonymousDelivery: false,
    })
  })
})

describe('unavailable deliveries', () => {
  it.each([
    ['physicalDelivery', 'Parchment delivery is not available'],
    ['smsDelivery', 'SMS delivery is not available'],
    ['phoneDelivery', 'Phone delivery is not available'],
  ])('refuses %s: true with "%s"', (field, message) => {
    expect(issuesOf(cursedRequest({ [field]: true }))).toEqual([{ path: [field], message }])
  })

  it('accepts them set to false', () => {
    const request = cursedRequest({ physicalDelivery: false, smsDelivery: false, phoneDelivery: false })
    expect(orderRequestSchema.safeParse(request).success).toBe(true)
  })
})

describe('per-product rules of the single scrolls', () => {
  it.each([
    [
      'classic',
      classicRequest({ intensity: 4 }),
      'Intensity must be a whole number from 1 to 3 for the Classic Scroll',
    ],
    [
      'classic',
      classicRequest({ intensity: 0 }),
      'Intensity must be a whole number from 1 to 3 for the Classic Scroll',
    ],
    [
      'cursed',
      cursedRequest({ intensity: 2 }),
      'Intensity must be a whole number from 3 to 5 for the Cursed Scroll',
    ],
    [
      'cursed',
      cursedRequest({ intensity: 3.5 }),
      'Intensity must be a whole number from 3 to 5 for the Cursed Scroll',
    ],
    [
      'eternal',
      eternalRequest({ intensity: 6 }),
      'Intensity must be a whole number from 1 to 5 for the Eternal Scroll',
    ],
  ])('refuses a %s intensity out of range, naming intensity', (_name, request, message) => {
    expect(issuesOf(request)).toEqual([{ path: ['intensity'], message }])
  })

  it.each([
    ['classic', classicRequest({ style: 'gothic' } as never)],
    ['cursed', cursedRequest({ style: 'petty' } as never)],
  ])("refuses a %s style from another product's list", (_name, request) => {
    expect(issuesOf(request)).toEqual([
      { path: ['style'], message: expect.stringMatching(/^Style must be one of/) },
    ])
  })

  it.each([
    ['classic', classicRequest({ delivery: 'priority' } as never)],
    ['cursed', cursedRequest({ delivery: 'immediate' } as never)],
    ['eternal', eternalRequest({ delivery: 'immediate' } as never)],
  ])('refuses a delivery the %s form does not offer', (_name, request) => {
    expect(issuesOf(request)).toEqual([
      { path: ['delivery'], message: expect.stringMatching(/^Delivery must be one of/) },
    ])
  })

  it('refuses single orders of types sold otherwise', () => {
    expect(issuesOf(classicRequest({ scrollType: 'love-me-scroll' } as never))).toEqual([
      { path: ['scrollType'], message: 'Scroll type must be light-rant, scroll-of-fury or eternal-scroll' },
    ])
  })

  it('names every missing required field', () => {
    const paths = issuesOf({ kind: 'single', scrollType: 'light-rant' }).map((issue) => issue.path[0])
    expect(paths).toEqual(
      expect.arrayContaining([
        'customerName',
        'customerEmail',
        'targetName',
        'grievance',
        'intensity',
        'style',
      ]),
    )
  })

  it.each([
    ['customerName', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['grievance', 'x'.repeat(5001), 'Grievance must be at most 5000 characters'],
    ['customerEmail', `${'x'.repeat(250)}@example.com`, 'Email must be at most 254 characters'],
    ['recipientEmail', 'not-an-email', 'Recipient email must be a valid email address'],
  ])('refuses an overlong or malformed %s', (field, value, message) => {
    expect(issuesOf(classicRequest({ [field]: value }))).toEqual([{ path: [field], message }])
  })
})

describe('love scroll requests', () => {
  it('defaults to love_me and romantic', () => {
    expect(orderRequestSchema.parse(loveRequest())).toMatchObject({
      loveIntensity: 'love_me',
      style: 'romantic',
    })
  })

  it('refuses a missing situation', () => {
    expect(issuesOf(loveRequest({ situation: '  ' }))).toEqual([
      { path: ['situation'], message: 'Situation is required' },
    ])
  })
})

describe('bundle requests', () => {
  it('needs at least one named target', () => {
    const request = bundleRequest({
      targets: [
        { name: '  ', scrollType: 'light-rant' },
        { name: '', scrollType: 'light-rant' },
      ],
    })
    expect(issuesOf(request)).toEqual([
      { path: ['targets'], message: 'Please provide at least one target name' },
    ])
  })

  it('needs at least one target', () => {
    expect(issuesOf(bundleRequest({ targets: [] }))).toEqual([
      { path: ['targets'], message: 'Please provide at least one target name' },
    ])
  })

  it.each([
    ['starter', 4, 'The Starter Arsenal holds at most 3 targets'],
    ['courtroom', 6, 'The Courtroom holds at most 5 targets'],
    ['default', 2, 'Custom Bundle holds at most 1 target'],
    ['holiday', 11, 'A bundle holds at most 10 targets'],
  ] as const)('refuses more targets than the %s bundle holds', (bundleId, count, message) => {
    const scrollType = bundleId === 'courtroom' ? ('scroll-of-fury' as const) : ('light-rant' as const)
    const targets = Array.from({ length: count }, (_, index) => ({ name: `Target ${index}`, scrollType }))
    expect(issuesOf(bundleRequest({ bundleId, targets }))).toEqual([{ path: ['targets'], message }])
  })

  it('accepts as many targets as the bundle holds', () => {
    const targets = Array.from({ length: 10 }, (_, index) => ({
      name: `Cousin ${index}`,
      scrollType: 'light-rant' as const,
    }))
    expect(orderRequestSchema.safeParse(bundleRequest({ bundleId: 'holiday', targets })).success).toBe(true)
  })

  it('locks the scroll type of a non-mixed bundle', () => {
    const targets = [{ name: 'The Judge', scrollType: 'love-me-scroll' }]
    expect(issuesOf(bundleRequest({ bundleId: 'courtroom', targets } as never))).toEqual([
      { path: ['targets', 0, 'scrollType'], message: 'Every target of The Courtroom is a Cursed Scroll' },
    ])
  })

  it('lets a mixed bundle target be any mixed option, and nothing else', () => {
    const ok = bundleRequest({
      bundleId: 'royal',
      targets: [{ name: 'Queen', scrollType: 'epic-scroll-commission' }],
    })
    expect(orderRequestSchema.safeParse(ok).success).toBe(true)
    const bad = bundleRequest({
      bundleId: 'royal',
      targets: [{ name: 'Queen', scrollType: 'eternal-scroll' }],
    } as never)
    expect(issuesOf(bad)).toEqual([
      {
        path: ['targets', 0, 'scrollType'],
        message: expect.stringMatching(/^Target scroll type must be one of/),
      },
    ])
  })

  it('defaults writing style and intensity of each target', () => {
    expect(bundleOrderRequestSchema.parse(bundleRequest()).targets[0]).toMatchObject({
      writingStyle: 'eloquent',
      intensity: 'medium',
    })
  })
})
