import { describe, expect, it } from 'vitest'
import type { Config } from '../config'
import type { Moderator } from '../screening/moderation'
import { screenOrder } from './screen-order'

const config = (review: Config['SCROLL_REVIEW']) => ({ SCROLL_REVIEW: review }) as Config
const quiet = [{ field: 'grievance', text: 'Borrowed my ladder in spring and returns it never.' }]

describe('screenOrder', () => {
  it('lets a plain grievance through unread when the shop reads only what is flagged', async () => {
    expect(await screenOrder({ config: config('flagged') }, quiet)).toBeUndefined()
  })

  it('holds every order for a person when the shop reads every scroll', async () => {
    const review = await screenOrder({ config: config('all') }, quiet)
    expect(review).toEqual({ findings: [], reason: 'this shop reads every scroll before it is sent' })
  })

  it('holds an order whose second opinion did not answer, saying why', async () => {
    const moderator: Moderator = { check: async () => ({ unavailable: 'it answered HTTP 503' }) }
    const review = await screenOrder({ config: config('flagged'), moderator }, quiet)
    expect(review?.reason).toBe('the second opinion did not answer (it answered HTTP 503)')
  })

  it('refuses with 422 naming each refused field, and the rules in its message', async () => {
    const moderator: Moderator = {
      check: async () => ({
        findings: [
          { field: 'targetName', rule: 'impersonation', match: 'moderation:x', action: 'refuse' },
          { field: 'grievance', rule: 'threat', match: 'moderation:y', action: 'hold' },
        ],
      }),
    }
    await expect(screenOrder({ config: config('flagged'), moderator }, quiet)).rejects.toMatchObject({
      status: 422,
      code: 'scribes_code',
      fields: { targetName: "The Scribes' Code forbids this: no pretending to be a real authority." },
    })
  })
})
