import { describe, expect, it } from 'vitest'
import { oneAtATime } from './one-at-a-time'

describe('oneAtATime', () => {
  it('never runs more than the limit at once, and runs every call in the order it came', async () => {
    let running = 0
    let most = 0
    const order: number[] = []
    const work = oneAtATime(async (n: number) => {
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running -= 1
      order.push(n)
      return n * 2
    }, 2)
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => work(n)))
    expect(results).toEqual([2, 4, 6, 8, 10])
    expect(most).toBe(2)
    expect(order).toEqual([1, 2, 3, 4, 5])
  })

  it('lets the next call run when one fails', async () => {
    const work = oneAtATime(async (fail: boolean) => {
      if (fail) throw new Error('hoarse')
      return 'read'
    })
    await expect(work(true)).rejects.toThrow('hoarse')
    await expect(work(false)).resolves.toBe('read')
  })
})
