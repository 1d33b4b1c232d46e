import { describe, expect, it } from 'vitest'
import { type BatchOutcome, createWriteBatcher } from './write-batcher'

type Outcomes = Array<BatchOutcome<string>>

/** A batch writer the test finishes by hand, so it decides what is in flight and when. */
function heldWriter() {
  const batches: string[][] = []
  const open: Array<{ resolve(outcomes: Outcomes): void; reject(error: unknown): void }> = []
  let inFlight = 0
  let mostInFlight = 0
  const writeBatch = (items: string[]) =>
    new Promise<Outcomes>((resolve, reject) => {
      batches.push(items)
      inFlight += 1
      mostInFlight = Math.max(mostInFlight, inFlight)
      const done = () => {
        inFlight -= 1
      }
      open.push({
        resolve: (outcomes) => {
          done()
          resolve(outcomes)
        },
        reject: (error) => {
          done()
          reject(error)
        },
      })
    })
  const written = (items: string[]): Outcomes => items.map((item) => ({ ok: true, value: `wrote ${item}` }))
  return {
    writeBatch,
    batches,
    mostInFlight: () => mostInFlight,
    /** lets the nth batch (0-based) succeed for all its items */
    finish(n: number) {
      open[n]?.resolve(written(batches[n] ?? []))
    },
    answer(n: number, outcomes: Outcomes) {
      open[n]?.resolve(outcomes)
    },
    fail(n: number, error: unknown) {
      open[n]?.reject(error)
    },
  }
}

// lets queued microtasks and promise callbacks run
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('createWriteBatcher', () => {
  it('writes an item at once when nothing is in flight, in a batch of its own', async () => {
    const writer = heldWriter()
    const batcher = createWriteBatcher(writer.writeBatch, { maxBatch: 10, maxInFlight: 1 })
    const first = batcher.write('a')
    // no timer: the write starts within the same turn of the event loop
    await null
    expect(writer.batches).toEqual([['a']])
    writer.finish(0)
    await expect(first).resolves.toBe('wrote a')

    const second = batcher.write('b')
    await null
    expect(writer.batches).toEqual([['a'], ['b']])
    writer.finish(1)
    await expect(second).resolves.toBe('wrote b')
  })

  it('groups the items written while a batch is in flight into the next batch', async () => {
    const writer = heldWriter()
    const batcher = createWriteBatcher(writer.writeBatch, { maxBatch: 10, maxInFlight: 1 })
    const first = batcher.write('a')
    await settle()
    const later = [batcher.write('b'), batcher.write('c')]
    await settle()
    later.push(batcher.write('d'))
    await settle()
    expect(writer.batches).toEqual([['a']])

    writer.finish(0)
    await settle()
    expect(writer.batches).toEqual([['a'], ['b', 'c', 'd']])
    writer.finish(1)
    await expect(first).resolves.toBe('wrote a')
    await expect(Promise.all(later)).resolves.toEqual(['wrote b', 'wrote c', 'wrote d'])
  })

  it('never puts more than maxBatch items in a batch', async () => {
    const writer = heldWriter()
    const batcher = createWriteBatcher(writer.writeBatch, { maxBatch: 2, maxInFlight: 1 })
    const writes = [batcher.write('a')]
    await settle()
    writes.push(...['b', 'c', 'd', 'e', 'f'].map((item) => batcher.write(item)))
    for (let n = 0; n < 4; n += 1) {
      await settle()
      writer.finish(n)
    }
    expect(writer.batches).toEqual([['a'], ['b', 'c'], ['d', 'e'], ['f']])
    await expect(Promise.all(writes)).resolves.toHaveLength(6)
  })

  it('runs at most maxInFlight batches at a time, starting the next as soon as any one ends', async () => {
    const writer = heldWriter()
    const batcher = createWriteBatcher(writer.writeBatch, { maxBatch: 2, maxInFlight: 2 })
    const writes = [batcher.write('a')]
    await settle()
    writes.push(batcher.write('b'))
    await settle()
    writes.push(...['c', 'd', 'e'].map((item) => batcher.write(item)))
    await settle()
    expect(writer.batches).toEqual([['a'], ['b']])

    // the second batch ends first: its writer takes the next batch while the first is still busy
    writer.finish(1)
    await settle()
    expect(writer.batches).toEqual([['a'], ['b'], ['c', 'd']])
    writer.finish(0)
    await settle()
    expect(writer.batches).toEqual([['a'], ['b'], ['c', 'd'], ['e']])
    writer.finish(2)
    writer.finish(3)
    await expect(Promise.all(writes)).resolves.toEqual(['a', 'b', 'c', 'd', 'e'].map((i) => `wrote ${i}`))
    expect(writer.mostInFlight()).toBe(2)
  })

  it("rejects only the item whose outcome is a failure, with that item's error", async () => {
    const writer = heldWriter()
    const batcher = createWriteBatcher(writer.writeBatch, { maxBatch: 10, maxInFlight: 1 })
    const writes = ['a', 'bad', 'c'].map((item) => batcher.write(item))
    await settle()
    expect(writer.batches).toEqual([['a', 'bad', 'c']])
    const badCode = new Error('Invalid discount code')
    writer.answer(0, [
      { ok: true, value: 'wrote a' },
      { ok: false, error: badCode },
      { ok: true, value: 'wrote c' },
    ])
    const [a, bad, c] = await Promise.allSettled(writes)
    expect(a).toEqual({ status: 'fulfilled', value: 'wrote a' })
    expect(bad).toEqual({ status: 'rejected', reason: badCode })
    expect(c).toEqual({ status: 'fulfilled', value: 'wrote c' })
  })

  it('rejects an item the batch write gave no outcome for, instead of leaving it waiting', async () => {
    const writer = heldWriter()
    const batcher = createWriteBatcher(writer.writeBatch, { maxBatch: 10, maxInFlight: 1 })
    const writes = ['a', 'b'].map((item) => batcher.write(item))
    await settle()
    writer.answer(0, [{ ok: true, value: 'wrote a' }])
    const [a, b] = await Promise.allSettled(writes)
    expect(a).toEqual({ status: 'fulfilled', value: 'wrote a' })
    expect(b?.status).toBe('rejected')
  })

  it('rejects every item of a batch whose write throws, and keeps writing later items', async () => {
    const writer = heldWriter()
    const batcher = createWriteBatcher(writer.writeBatch, { maxBatch: 10, maxInFlight: 1 })
    const doomed = ['a', 'b'].map((item) => batcher.write(item))
    await settle()
    const next = batcher.write('c')
    const lost = new Error('connection lost')
    writer.fail(0, lost)
    const outcomes = await Promise.allSettled(doomed)
    expect(outcomes).toEqual([
      { status: 'rejected', reason: lost },
      { status: 'rejected', reason: lost },
    ])
    await settle()
    expect(writer.batches).toEqual([['a', 'b'], ['c']])
    writer.finish(1)
    await expect(next).resolves.toBe('wrote c')
  })

  it('drain() resolves at once when idle, and otherwise only after every item so far is settled', async () => {
    const writer = heldWriter()
    const batcher = createWriteBatcher(writer.writeBatch, { maxBatch: 10, maxInFlight: 1 })
    await expect(batcher.drain()).resolves.toBeUndefined()

    const writes = [batcher.write('a')]
    await settle()
    writes.push(batcher.write('b'))
    const outcomes = Promise.allSettled(writes)
    let drained = false
    const drain = batcher.drain().then(() => {
      drained = true
    })
    writer.fail(0, new Error('connection lost'))
    await settle()
    // the first batch has failed, but the second is still in flight
    expect(writer.batches).toEqual([['a'], ['b']])
    expect(drained).toBe(false)

    writer.finish(1)
    await drain
    expect((await outcomes).map((outcome) => outcome.status)).toEqual(['rejected', 'fulfilled'])
  })
})
