/**
 * The samples of the WAV file eSpeak NG writes (16-bit PCM, mono), which the narrator hands on to the MP3
 * encoder. The chunks are walked rather than a 44-byte header assumed, so a WAV with extra chunks reads too.
 */

export type WavSamples = { sampleRate: number; samples: Int16Array }

const RIFF_HEADER = 12
const CHUNK_HEADER = 8
const PCM = 1

const tag = (wav: Uint8Array, at: number) => String.fromCharCode(...wav.subarray(at, at + 4))

export function readWavSamples(wav: Uint8Array): WavSamples {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength)
  if (wav.length < RIFF_HEADER || tag(wav, 0) !== 'RIFF' || tag(wav, 8) !== 'WAVE') {
    throw new Error('The narration is not a WAV file')
  }
  let sampleRate = 0
  let at = RIFF_HEADER
  while (at + CHUNK_HEADER <= wav.length) {
    const id = tag(wav, at)
    const size = view.getUint32(at + 4, true)
    if (id === 'fmt ') {
      const format = view.getUint16(at + 8, true)
      const channels = view.getUint16(at + 10, true)
      const bits = view.getUint16(at + 22, true)
      if (format !== PCM || channels !== 1 || bits !== 16) {
        throw new Error(
          `The narration is not 16-bit mono PCM (format ${format}, ${channels} ch, ${bits} bit)`,
        )
      }
      sampleRate = view.getUint32(at + 12, true)
    }
    if (id === 'data') {
      if (!sampleRate) throw new Error('The narration has its samples before their format')
      // a WAV streamed through a pipe carries a placeholder size: the samples are what the file holds
      const start = at + CHUNK_HEADER
      const samples = new Int16Array(Math.floor((Math.min(wav.length, start + size) - start) / 2))
      for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(start + i * 2, true)
      return { sampleRate, samples }
    }
    at += CHUNK_HEADER + size + (size % 2)
  }
  throw new Error('The narration has no samples')
}
