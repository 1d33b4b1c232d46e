import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { composeScroll } from '@/domain/scribe/compose-scroll'
import { noFlags } from '@/domain/scribe/scroll-request'
import { scrollAsPlainText } from '../scroll-plain-text'
import { readMp3Frames } from './mp3-frames'
import { checkNarrator, NarrationError, narrateScroll } from './narrate-scroll'

const sentence =
  'Hear ye, hear ye! Sir Reginald Puddlesworth is hereby cursed for eating the lunch of another.'

/** The narrator processes this test process has started and that are still there. */
function runningNarrators(): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('narrator')
      } catch {
        return false // a process that ended while it was being read
      }
    })
}

// each narration starts a narrator process, which takes a while on a busy machine
describe('narrateScroll', { timeout: 20_000 }, () => {
  it('reads a sentence aloud as a mono MP3 about as long as the herald takes to say it', async () => {
    const { audio, contentType, fileExtension } = await narrateScroll(sentence)
    expect([contentType, fileExtension]).toEqual(['audio/mpeg', 'mp3'])
    // an MP3 frame starts with eleven set bits
    expect(audio[0]).toBe(0xff)
    expect((audio[1] ?? 0) & 0xe0).toBe(0xe0)
    const mp3 = readMp3Frames(audio)
    expect(mp3).toMatchObject({ sampleRate: 22050, bitrateKbps: 32, mono: true })
    // fifteen words at 135 a minute are nearly seven seconds, with the pauses of two sentences
    expect(mp3.seconds).toBeGreaterThan(5)
    expect(mp3.seconds).toBeLessThan(11)
  })

  it('speaks faster when asked, so the voice settings reach eSpeak NG', async () => {
    const { audio } = await narrateScroll(sentence, { wordsPerMinute: 270, wordGap: 0 })
    expect(readMp3Frames(audio).seconds).toBeLessThan(4.5)
  })

  it('narrates a one-page scroll, even a long one, in at most 1 MB', async () => {
    const text = scrollAsPlainText(
      composeScroll({
        seed: 'narration-test-page',
        kind: 'rant',
        scrollType: 'scroll-of-fury',
        targetName: 'Lady Agatha Crumb',
        grievance: 'She replied-all to the whole company with my salary',
        style: 'gothic',
        intensity: 5,
        flags: noFlags,
        signature: { anonymous: false, customerName: 'Margery Quill' },
      }),
    )
    const words = text.split(/\s+/).length
    expect(words).toBeGreaterThan(300)
    const { audio } = await narrateScroll(text)
    expect(audio.length).toBeLessThanOrEqual(1024 * 1024)
    // at 135 words a minute, and no faster than that without its pauses
    expect(readMp3Frames(audio).seconds).toBeGreaterThan((words / 135) * 60 * 0.8)
  })

  it('reads what the customer wrote as words, even when it looks like options or commands', async () => {
    const text = '--voice=evil -v nonexistent-voice "; rm -rf / # $(touch pwned) `reboot`'
    const { audio } = await narrateScroll(text)
    expect(readMp3Frames(audio).seconds).toBeGreaterThan(1)
  })

  it('passes on what eSpeak NG said when it could not narrate', async () => {
    const failure = narrateScroll('Hear ye', { voice: 'nonexistent-voice' })
    await expect(failure).rejects.toBeInstanceOf(NarrationError)
    await expect(failure).rejects.toMatchObject({ reason: 'failed' })
    await expect(failure).rejects.toThrow(/no narration: .*voice does not exist/)
  })

  it('gives up on a narration that takes too long, and ends its narrator there and then', async () => {
    // twenty sentences take the narrator well over a second; it is stopped a fifth of a second in
    const started = performance.now()
    await expect(narrateScroll(sentence.repeat(20), { timeoutMs: 200 })).rejects.toMatchObject({
      name: 'NarrationError',
      reason: 'timeout',
    })
    expect(performance.now() - started).toBeLessThan(900)
    expect(runningNarrators()).toEqual([])
  })

  it('refuses empty text and settings eSpeak NG would misread', async () => {
    await expect(narrateScroll('   \n ')).rejects.toThrow(/nothing to narrate/)
    await expect(narrateScroll('Hear ye', { voice: '--help' })).rejects.toThrow(RangeError)
    await expect(narrateScroll('Hear ye', { wordsPerMinute: 9000 })).rejects.toThrow(RangeError)
  })
})

describe('checkNarrator', { timeout: 20_000 }, () => {
  it('says whether the narrator can narrate here, and why not', async () => {
    expect(await checkNarrator()).toEqual({ ok: true })
    expect(await checkNarrator(20)).toEqual({ ok: false, reason: expect.stringMatching(/did not finish/) })
  })
})
