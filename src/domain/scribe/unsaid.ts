/**
 * The scroll's memory of what it has said, so no line comes twice: a paragraph that would repeat a line
 * is written again (the grammar then reaches for phrases not used yet), and a line that still repeats
 * after a few tries is left out. Short exclamations ("No.", "Stop the play!") may ring twice.
 */
import { lineKey, splitSentences } from '../text/sentences'

const ATTEMPTS = 3

export type LineMemory = {
  /** notes the lines of `text` as said and answers it unchanged (the salutation, the quoted grievance) */
  remember: (text: string) => string
  /** the first of a few writings of `produce()` that repeats nothing, else the best with repeats left out */
  unsaid: (produce: () => string) => string
}

/**
 * A memory that starts out knowing `alreadySaid` (the lines the other scrolls of a bundle say), and that
 * treats a line `unwanted` finds (a motif this scroll goes without) as one already said.
 */
export function createLineMemory(
  alreadySaid: readonly string[] = [],
  unwanted: (sentence: string) => boolean = () => false,
): LineMemory {
  const said = new Set<string>(alreadySaid.flatMap(keysOf))
  // `text` without the lines said before (or earlier in it), its other spacing kept as it was
  const withoutRepeats = (text: string): { kept: string; keys: string[]; dropped: boolean } => {
    const parts = splitSentences(text)
    const keys: string[] = []
    const kept: string[] = []
    let dropped = false
    for (let index = 0; index < parts.length; index += 2) {
      const sentence = parts[index] as string
      const key = lineKey(sentence)
      if ((key !== null && (said.has(key) || keys.includes(key))) || unwanted(sentence)) {
        dropped = true
        continue
      }
      if (key !== null) keys.push(key)
      if (kept.length > 0) kept.push(parts[index - 1] as string)
      kept.push(sentence)
    }
    return { kept: dropped ? kept.join('').trim() : text, keys, dropped }
  }
  const keep = ({ kept, keys }: { kept: string; keys: string[] }) => {
    for (const key of keys) said.add(key)
    return kept
  }
  return {
    remember: (text) => keep({ kept: text, keys: keysOf(text) }),
    unsaid: (produce) => {
      let best = { kept: '', keys: [] as string[] }
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const written = withoutRepeats(produce())
        if (!written.dropped) return keep(written)
        if (written.kept.length > best.kept.length) best = written
      }
      return keep(best)
    },
  }
}

function keysOf(text: string): string[] {
  const keys: string[] = []
  const parts = splitSentences(text)
  for (let index = 0; index < parts.length; index += 2) {
    const key = lineKey(parts[index] as string)
    if (key !== null) keys.push(key)
  }
  return keys
}
