import { describe, expect, it } from 'vitest'
import { anonymousNeedsRecipient, commissionRequestSchema } from './commission-request'

const request = {
  name: 'Margery Quill',
  email: 'margery@example.com',
  target: 'The Baron of Bramblewick',
  tale: 'He moved the boundary stones.',
  style: 'divine-fury',
  length: '3-5-pages',
}

const fieldsOf = (input: Record<string, unknown>) => {
  const parsed = commissionRequestSchema.safeParse(input)
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('commissionRequestSchema: where the saga goes', () => {
  it('lets a signed request leave the recipient out: it comes to the customer', () => {
    const parsed = commissionRequestSchema.parse({ ...request, recipientEmail: '  ' })
    expect(parsed.recipientEmail).toBeUndefined()
    expect(parsed.anonymousDelivery).toBe(false)
  })

  it('asks an anonymous request for its recipient, naming the field', () => {
    expect(fieldsOf({ ...request, anonymousDelivery: true })).toEqual({
      recipientEmail: anonymousNeedsRecipient,
    })
    expect(
      commissionRequestSchema.parse({
        ...request,
        anonymousDelivery: true,
        recipientEmail: ' baron@example.com ',
      }),
    ).toMatchObject({ anonymousDelivery: true, recipientEmail: 'baron@example.com' })
  })

  it('names a malformed address beside any other missing field', () => {
    expect(fieldsOf({ ...request, name: '', recipientEmail: 'not an address' })).toEqual({
      name: 'Name is required',
      recipientEmail: 'Recipient email must be a valid email address',
    })
  })
})
