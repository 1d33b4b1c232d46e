import type { Random } from '@/domain/seeded-random'

export type { Random }

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
