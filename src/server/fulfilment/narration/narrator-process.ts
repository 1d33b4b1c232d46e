/**
 * The narrator, a program of its own: the shop starts it for each narration (narrate-scroll), writes one
 * request on its stdin as JSON, and reads the MP3 from its stdout. eSpeak NG speaks the text into a WAV in
 * memory and LAME encodes that as MP3. eSpeak NG is GPL-3.0 and LAME LGPL: this file is the only one that
 * loads them (biome.json forbids them elsewhere), so they never run in the shop's process (decision 014).
 */
import ESpeakNg from 'espeak-ng'
import { createMp3Encoder } from 'wasm-media-encoders'
import { z } from 'zod'
import type { NarrationRequest } from './narrate-scroll'
import { readWavSamples, type WavSamples } from './wav-samples'

// a voice at 22,050 Hz is clear at 32 kbps mono: a one-page scroll (two minutes) is about half a megabyte
const MP3_KBPS = 32
const TEXT_FILE = '/scroll.txt'
const WAV_FILE = '/narration.wav'
// samples handed to the encoder at a time
const BLOCK = 1 << 16

// stdin is this program's input: checked before any of it reaches eSpeak NG, though the shop wrote it
const requestSchema = z.object({
  text: z.string({ error: 'the narration request has no text' }),
  voice: z.string(),
  wordsPerMinute: z.number(),
  pitch: z.number(),
  wordGap: z.number(),
}) satisfies z.ZodType<NarrationRequest>

async function readRequest(): Promise<NarrationRequest> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return requestSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')))
}

/** Speaks the text as eSpeak NG's command line would: the text from a file, the WAV to a file, in memory. */
async function speak(request: NarrationRequest): Promise<Uint8Array> {
  const complaints: string[] = []
  const espeak = await ESpeakNg({
    arguments: [
      ...['-b', '1', '-v', request.voice, '-s', String(request.wordsPerMinute)],
      ...['-p', String(request.pitch), '-g', String(request.wordGap), '-f', TEXT_FILE, '-w', WAV_FILE],
    ],
    preRun: [(module) => module.FS.writeFile(TEXT_FILE, request.text)],
    print: () => {},
    // Emscripten adds a line of its own on every exit; what eSpeak NG said comes before it
    printErr: (line) => {
      if (!line.startsWith('program exited')) complaints.push(line)
    },
  })
  try {
    return espeak.FS.readFile(WAV_FILE)
  } catch {
    throw new Error(complaints.join(' ').trim() || 'eSpeak NG wrote no audio')
  }
}

async function encodeMp3({ sampleRate, samples }: WavSamples): Promise<Buffer> {
  const encoder = await createMp3Encoder()
  encoder.configure({ channels: 1, sampleRate, bitrate: MP3_KBPS })
  const parts: Buffer[] = []
  const block = new Float32Array(BLOCK)
  for (let at = 0; at < samples.length; at += BLOCK) {
    const count = Math.min(BLOCK, samples.length - at)
    for (let i = 0; i < count; i++) block[i] = (samples[at + i] ?? 0) / 32768
    // the encoder reuses the memory it answers in, so each answer is copied out before the next call
    parts.push(Buffer.from(encoder.encode([block.subarray(0, count)])))
  }
  parts.push(Buffer.from(encoder.finalize()))
  return Buffer.concat(parts)
}

try {
  const mp3 = await encodeMp3(readWavSamples(await speak(await readRequest())))
  process.stdout.end(mp3, () => process.exit(0))
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
