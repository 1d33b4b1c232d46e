/** A small seeded random source: the seed's hot loop draws several numbers for each of a million orders. */
export type Random = () => number

/** mulberry32: fast, seeded, and good enough to spread fake orders. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T

/** A draw from weighted choices; the weights need not add up to anything. */
export function weighted<T>(choices: ReadonlyArray<readonly [T, number]>): (random: Random) => T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0)
  let running = 0
  const bounds = choices.map(([value, weight]) => {
    running += weight / total
    return { value, bound: running }
  })
  return (random) => {
    const draw = random()
    return (bounds.find((entry) => draw < entry.bound) ?? bounds[bounds.length - 1])?.value as T
  }
}
