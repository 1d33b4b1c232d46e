import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { validationError } from './errors'

describe('validationError', () => {
  const schema = z.object({
    deliveryDays: z.int('Delivery (days) must be a whole number from 1 to 60'),
    message: z.string('Message to the customer must be text'),
  })

  it('says what the first field’s own message says, without its key, and names each field by path', () => {
    const parsed = schema.safeParse({ deliveryDays: 'soon', message: 3 })
    if (parsed.success) throw new Error('the body should be refused')
    const error = validationError(parsed.error)
    expect(error.status).toBe(400)
    expect(error.message).toBe('Delivery (days) must be a whole number from 1 to 60')
    expect(error.fields).toEqual({
      deliveryDays: 'Delivery (days) must be a whole number from 1 to 60',
      message: 'Message to the customer must be text',
    })
  })

  it('names a fault of the request as a whole `_`', () => {
    const parsed = schema.safeParse('not an object')
    if (parsed.success) throw new Error('the body should be refused')
    const error = validationError(parsed.error)
    expect(Object.keys(error.fields ?? {})).toEqual(['_'])
    expect(error.message).toBe(error.fields?._)
  })
})
