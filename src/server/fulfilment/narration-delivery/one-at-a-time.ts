/**
 * Runs at most `limit` calls of `work` at once; the others wait their turn in order. A narrator process
 * takes 200-300 MB and most of a core for a second or two, and eight fulfilment jobs narrating together
 * would crowd out the shop's other work for no faster delivery.
 */
export function oneAtATime<A extends unknown[], R>(
  work: (...args: A) => Promise<R>,
  limit = 1,
): (...args: A) => Promise<R> {
  let running = 0
  const waiting: Array<() => void> = []
  return async (...args) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    running += 1
    try {
      return await work(...args)
    } finally {
      running -= 1
      waiting.shift()?.()
    }
  }
}
