/**
 * The herald: reads a scroll aloud and hands back an MP3, offline. eSpeak NG (GPL-3.0) speaks and LAME
 * (LGPL) encodes, both compiled to WebAssembly and installed from npm, in a narrator process the shop
 * starts for each narration and never in the shop's own process (decision record 014). The request goes in
 * on the narrator's stdin and the MP3 comes back on its stdout, so nothing a customer wrote ever becomes a
 * command-line argument.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { childExecArgv, runBelowNormal } from '../../processes/child-processes'
import { readMp3Frames } from './mp3-frames'

export type NarrationOptions = {
  voice?: string
  wordsPerMinute?: number
  /** 0 to 99; 50 is eSpeak NG's own */
  pitch?: number
  /** extra pause between words, in tens of milliseconds */
  wordGap?: number
  timeoutMs?: number
}

export type Narration = { audio: Buffer; contentType: 'audio/mpeg'; fileExtension: 'mp3' }

export type NarrationFailure = 'timeout' | 'failed'

export class NarrationError extends Error {
  constructor(
    readonly reason: NarrationFailure,
    message: string,
  ) {
    super(message)
    this.name = 'NarrationError'
  }
}

/** What the shop sends the narrator on its stdin, as JSON. */
export type NarrationRequest = {
  text: string
  voice: string
  wordsPerMinute: number
  pitch: number
  wordGap: number
}

// Received Pronunciation in a lower male register, slower than conversation, with a beat between words:
// a herald proclaiming in a hall rather than a satnav
export const heraldVoice = { voice: 'en-gb-x-rp+m3', wordsPerMinute: 135, pitch: 35, wordGap: 2 } as const

const DEFAULT_TIMEOUT_MS = 60_000
// a voice name beginning with "-" would read as an option on eSpeak NG's command line
const VOICE_NAME = /^[a-z0-9][a-z0-9_+-]*$/i
const STDERR_KEPT = 2000

const entry = fileURLToPath(new URL('./narrator-process.ts', import.meta.url))

function requestFor(text: string, options: NarrationOptions): NarrationRequest {
  const voice = options.voice ?? heraldVoice.voice
  if (!VOICE_NAME.test(voice)) throw new RangeError(`Not an eSpeak NG voice name: ${voice}`)
  const whole = (value: number, min: number, max: number, name: string) => {
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${value}`)
    }
    return value
  }
  return {
    text,
    voice,
    wordsPerMinute: whole(options.wordsPerMinute ?? heraldVoice.wordsPerMinute, 80, 450, 'wordsPerMinute'),
    pitch: whole(options.pitch ?? heraldVoice.pitch, 0, 99, 'pitch'),
    wordGap: whole(options.wordGap ?? heraldVoice.wordGap, 0, 100, 'wordGap'),
  }
}

/** Narrates `text` as a mono MP3. Rejects with a NarrationError when the narrator fails or takes too long. */
export async function narrateScroll(text: string, options: NarrationOptions = {}): Promise<Narration> {
  if (text.trim() === '') throw new RangeError('There is nothing to narrate')
  const audio = await runNarrator(requestFor(text, options), options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  try {
    readMp3Frames(audio)
  } catch (error) {
    throw new NarrationError('failed', `the narrator's answer is not an MP3: ${(error as Error).message}`)
  }
  return { audio, contentType: 'audio/mpeg', fileExtension: 'mp3' }
}

/** Narrates a short sentence, so that the shop can say at start-up whether narration works here. */
export async function checkNarrator(
  timeoutMs = 15_000,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    await narrateScroll('Hear ye, hear ye.', { timeoutMs })
    return { ok: true }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}

function runNarrator(request: NarrationRequest, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...childExecArgv(), entry], { stdio: ['pipe', 'pipe', 'pipe'] })
    runBelowNormal(child.pid)
    const audio: Buffer[] = []
    let stderr = ''
    let failure: NarrationError | null = null
    const timer = setTimeout(() => {
      failure = new NarrationError('timeout', `the narrator did not finish within ${timeoutMs} ms`)
      child.kill('SIGKILL')
    }, timeoutMs)

    child.stdout.on('data', (chunk: Buffer) => audio.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEPT) stderr += chunk.toString('utf8')
    })
    child.on('error', (error) => {
      failure ??= new NarrationError('failed', `the narrator could not start: ${error.message}`)
    })
    // a narrator that fails before reading all of its request exits, and its exit explains why
    child.stdin.on('error', () => {})
    // settled once the narrator is gone, so a narration that failed leaves no process behind
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (failure) return reject(failure)
      if (code !== 0) {
        const detail = stderr.trim() || (signal ? `killed by ${signal}` : `exit code ${code}`)
        return reject(new NarrationError('failed', `the narrator made no narration: ${detail}`))
      }
      resolve(Buffer.concat(audio))
    })
    child.stdin.end(JSON.stringify(request), 'utf8')
  })
}
