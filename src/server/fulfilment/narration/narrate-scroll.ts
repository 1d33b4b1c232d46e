/**
 * The herald: reads a scroll aloud with eSpeak NG, offline. eSpeak NG is GPL-3.0, so it runs as the
 * separate Debian program `espeak-ng` in a child process and is never linked into the shop (decision
 * record 006). The text goes in on stdin and the WAV comes out on stdout: no shell, and nothing the
 * customer wrote ever becomes a command-line argument.
 */
import { spawn } from 'node:child_process'
import { sealWavSizes } from './wav'

export type NarrationOptions = {
  /** the espeak-ng program: a name looked up on PATH, or a path */
  binary?: string
  voice?: string
  wordsPerMinute?: number
  /** 0 to 99; 50 is espeak-ng's own */
  pitch?: number
  /** extra pause between words, in tens of milliseconds */
  wordGap?: number
  timeoutMs?: number
  signal?: AbortSignal
}

export type Narration = { audio: Buffer; contentType: 'audio/wav'; fileExtension: 'wav' }

export type NarrationFailure = 'missing-binary' | 'timeout' | 'failed'

export class NarrationError extends Error {
  constructor(
    readonly reason: NarrationFailure,
    message: string,
  ) {
    super(message)
    this.name = 'NarrationError'
  }
}

// Received Pronunciation in a lower male register, slower than conversation, with a beat between words:
// a herald proclaiming in a hall rather than a satnav
export const heraldVoice = { voice: 'en-gb-x-rp+m3', wordsPerMinute: 135, pitch: 35, wordGap: 2 } as const

const DEFAULT_TIMEOUT_MS = 60_000
// a voice name beginning with "-" would read as an option
const VOICE_NAME = /^[a-z0-9][a-z0-9_+-]*$/i
const STDERR_KEPT = 2000
const WAV_HEADER = 44

function argumentsFor(options: NarrationOptions): string[] {
  const voice = options.voice ?? heraldVoice.voice
  if (!VOICE_NAME.test(voice)) throw new RangeError(`Not an espeak-ng voice name: ${voice}`)
  const whole = (value: number, min: number, max: number, name: string) => {
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${value}`)
    }
    return String(value)
  }
  return [
    '--stdout',
    '--stdin',
    '-b',
    '1',
    '-v',
    voice,
    '-s',
    whole(options.wordsPerMinute ?? heraldVoice.wordsPerMinute, 80, 450, 'wordsPerMinute'),
    '-p',
    whole(options.pitch ?? heraldVoice.pitch, 0, 99, 'pitch'),
    '-g',
    whole(options.wordGap ?? heraldVoice.wordGap, 0, 100, 'wordGap'),
  ]
}

/** Narrates `text` as a 16-bit mono WAV (22,050 Hz). Rejects with a NarrationError on any failure. */
export async function narrateScroll(text: string, options: NarrationOptions = {}): Promise<Narration> {
  if (text.trim() === '') throw new RangeError('There is nothing to narrate')
  const args = argumentsFor(options)
  return run(options.binary ?? 'espeak-ng', args, text, options)
}

function run(binary: string, args: string[], text: string, options: NarrationOptions): Promise<Narration> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'], signal: options.signal })
    const audio: Buffer[] = []
    let stderr = ''
    let failure: NarrationError | null = null
    const timer = setTimeout(() => {
      failure = new NarrationError('timeout', `espeak-ng did not finish within ${timeoutMs} ms`)
      child.kill('SIGKILL')
    }, timeoutMs)

    child.stdout.on('data', (chunk: Buffer) => audio.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEPT) stderr += chunk.toString('utf8')
    })
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      reject(
        error.code === 'ENOENT' || error.code === 'EACCES'
          ? new NarrationError(
              'missing-binary',
              `Voice narration needs the espeak-ng program, which was not found as "${binary}" ` +
                '(install it with: apt-get install espeak-ng)',
            )
          : error,
      )
    })
    // espeak-ng may exit before reading all of stdin (a bad voice); the exit explains it better
    child.stdin.on('error', () => {})
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (failure) return reject(failure)
      const detail = stderr.trim() || (signal ? `killed by ${signal}` : `exit code ${code}`)
      const wav = Buffer.concat(audio)
      if (code !== 0 || wav.length <= WAV_HEADER) {
        return reject(new NarrationError('failed', `espeak-ng produced no narration: ${detail}`))
      }
      try {
        resolve({ audio: sealWavSizes(wav), contentType: 'audio/wav', fileExtension: 'wav' })
      } catch (error) {
        reject(new NarrationError('failed', `espeak-ng produced no narration: ${String(error)}`))
      }
    })
    child.stdin.end(text, 'utf8')
  })
}
