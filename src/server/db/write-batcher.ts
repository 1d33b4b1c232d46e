/** What a batch write answers for each item, in the items' order: its result, or the error that item alone failed with. */
export type BatchOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown }

export type WriteBatcher<T, R> = {
  write(item: T): Promise<R>
  /** resolves once every item handed in so far is written or failed */
  drain(): Promise<void>
}

type Waiting<T, R> = { item: T; resolve(value: R): void; reject(error: unknown): void }

/**
 * Groups writes that arrive while earlier ones are in flight, so a busy shop commits many orders in one
 * transaction and a quiet one writes each at once: a batch never waits for a timer, only for a free writer.
 * `writeBatch` answers one outcome per item, so one item's bad data fails that item and not its neighbours.
 */
export function createWriteBatcher<T, R>(
  writeBatch: (items: T[]) => Promise<Array<BatchOutcome<R>>>,
  options: { maxBatch: number; maxInFlight: number },
): WriteBatcher<T, R> {
  const queue: Array<Waiting<T, R>> = []
  const idle: Array<() => void> = []
  let inFlight = 0

  function pump() {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch)
      inFlight += 1
      void run(batch).finally(() => {
        inFlight -= 1
        pump()
        if (inFlight === 0 && queue.length === 0) for (const done of idle.splice(0)) done()
      })
    }
  }

  async function run(batch: Array<Waiting<T, R>>) {
    try {
      const outcomes = await writeBatch(batch.map((waiting) => waiting.item))
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index]
        if (!outcome) waiting.reject(new Error('the batch write answered no outcome for this item'))
        else if (outcome.ok) waiting.resolve(outcome.value)
        else waiting.reject(outcome.error)
      })
    } catch (error) {
      for (const waiting of batch) waiting.reject(error)
    }
  }

  return {
    write(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject })
        // started once the work in hand has run (a microtask), so writes handed in together share a batch
        if (queue.length === 1) queueMicrotask(pump)
      })
    },
    drain() {
      if (inFlight === 0 && queue.length === 0) return Promise.resolve()
      return new Promise<void>((resolve) => idle.push(resolve))
    },
  }
}
