/**
 * Voice narration, as the fulfilment job runs it: a narrator process started, the scroll spoken and
 * encoded, the MP3 back in the shop. A one-page scroll (about 300 words) and a three-page saga (about 900)
 * written by the scribe engine; each figure is the median of three narrations (goal: a page <= 1 MB).
 * `npx tsx bench/narration.ts` prints the figures on its own.
 */
import { fileURLToPath } from 'node:url'
import { composeScroll } from '@/domain/scribe/compose-scroll'
import { noFlags } from '@/domain/scribe/scroll-request'
import { narrateScroll } from '@/server/fulfilment/narration/narrate-scroll'
import { scrollAsPlainText } from '@/server/fulfilment/scroll-plain-text'

const RUNS = 3

function scrollText(multiPage: boolean): string {
  return scrollAsPlainText(
    composeScroll({
      seed: `bench-narration-${multiPage ? 'saga' : 'page'}`,
      kind: 'rant',
      scrollType: 'scroll-of-fury',
      targetName: 'Sir Reginald Puddlesworth',
      grievance: 'He ate my lunch from the office fridge and left the empty box on my desk',
      style: 'gothic',
      intensity: multiPage ? 4 : 3,
      flags: { ...noFlags, multiPage },
      signature: { anonymous: false, customerName: 'Margery Quill' },
    }),
  )
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length

async function timeNarration(text: string): Promise<{ seconds: number; bytes: number }> {
  const runs: Array<{ seconds: number; bytes: number }> = []
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    const { audio } = await narrateScroll(text)
    runs.push({ seconds: (performance.now() - start) / 1000, bytes: audio.length })
  }
  runs.sort((a, b) => a.seconds - b.seconds)
  return runs[Math.floor(RUNS / 2)] ?? { seconds: Number.NaN, bytes: 0 }
}

export async function benchNarration(): Promise<{
  onePage: { seconds: number; bytes: number }
  saga: { seconds: number; bytes: number }
}> {
  const onePage = await timeNarration(scrollText(false))
  const saga = await timeNarration(scrollText(true))
  return { onePage, saga }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await benchNarration()
  const words = { onePage: wordsIn(scrollText(false)), saga: wordsIn(scrollText(true)) }
  for (const [name, { seconds, bytes }] of Object.entries(figures)) {
    const goal = name === 'onePage' ? ` (goal <= 1 MB: ${bytes <= 1024 * 1024 ? 'ok' : 'MISSED'})` : ''
    console.log(
      `  ${name} (${words[name as keyof typeof words]} words): ${seconds.toFixed(2)} s, ${(bytes / 1024).toFixed(0)} KB MP3${goal}`,
    )
  }
}
