import { describe, expect, it } from 'vitest'
import { commissionRequestSchema } from '@/domain/commission-request'
import { orderRequestSchema } from '@/domain/order-request'
import { bundleRequest, classicRequest, loveRequest } from '@/domain/order-request.fixtures'
import { fieldErrors } from '../http/errors'
import { commissionTexts, orderTexts } from './order-texts'

const parsed = (input: unknown) => orderRequestSchema.parse(input)
const fields = (texts: { field: string }[]) => texts.map(({ field }) => field)

describe('orderTexts', () => {
  it('gives every text of a single scroll, named by its form field, and no email', () => {
    const request = parsed(
      classicRequest({
        recipientName: 'The Baron',
        generationalContext: 'Grandad started the feud in 1974',
        specificRequests: 'Mention the hedge',
      }),
    )
    expect(orderTexts(request)).toEqual([
      { field: 'customerName', text: 'Ser Grumblesworth' },
      { field: 'recipientName', text: 'The Baron' },
      { field: 'targetName', text: 'Baron Von Loudchewer' },
      { field: 'grievance', text: 'Chews with the vigour of a siege engine.' },
      { field: 'generationalContext', text: 'Grandad started the feud in 1974' },
      { field: 'specificRequests', text: 'Mention the hedge' },
    ])
  })

  it('leaves out optional fields left blank', () => {
    expect(fields(orderTexts(parsed(classicRequest())))).toEqual(['customerName', 'targetName', 'grievance'])
  })

  it('gives the texts of a love scroll', () => {
    expect(fields(orderTexts(parsed(loveRequest())))).toEqual(['customerName', 'targetName', 'situation'])
  })

  it("names a bundle target's texts by the path a 400 names them, as the form shows them", () => {
    const request = parsed(
      bundleRequest({
        bundleId: 'starter',
        additionalDetails: 'Keep it light',
        targets: [
          { name: 'Brother Loudsnore', scrollType: 'light-rant', reason: 'Snores through vespers.' },
          { name: 'Sister Crumb', scrollType: 'light-rant', specialInstructions: 'Rhyme it' },
        ],
      }),
    )
    expect(orderTexts(request)).toEqual([
      { field: 'yourName', text: 'Dame Aggrieved' },
      { field: 'bundleReason', text: 'The whole guild hall has wronged me.' },
      { field: 'additionalDetails', text: 'Keep it light' },
      { field: 'targets.0.name', text: 'Brother Loudsnore' },
      { field: 'targets.0.reason', text: 'Snores through vespers.' },
      { field: 'targets.1.name', text: 'Sister Crumb' },
      { field: 'targets.1.specialInstructions', text: 'Rhyme it' },
    ])
    // the same path the schema's own 400 gives a target's field
    const tooLong = { name: 'x'.repeat(101), scrollType: 'light-rant' as const }
    const invalid = orderRequestSchema.safeParse(bundleRequest({ targets: [tooLong] }))
    expect(invalid.error && fieldErrors(invalid.error)).toHaveProperty(['targets.0.name'])
  })
})

describe('commissionTexts', () => {
  it('gives every text of a commission request, named by its form field', () => {
    const request = commissionRequestSchema.parse({
      name: 'Lady Eleanor',
      email: 'eleanor@example.com',
      target: 'The Parish Council',
      tale: 'Forty years of leylandii.',
      style: 'poetic',
      length: '2-pages',
      finalWishes: 'A wax seal',
    })
    expect(fields(commissionTexts(request))).toEqual(['name', 'target', 'tale', 'finalWishes'])
  })
})
