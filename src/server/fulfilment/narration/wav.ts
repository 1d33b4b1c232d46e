/**
 * espeak-ng writing to a pipe cannot seek back, so its WAV header carries placeholder sizes (0x7ffff000).
 * Players guess, but some refuse the file, and a mail client shows a wrong length. Once all the audio is
 * in, the RIFF and data sizes can be written for real.
 */

const RIFF_HEADER = 12
const CHUNK_HEADER = 8

function isWav(audio: Buffer): boolean {
  return (
    audio.length >= RIFF_HEADER &&
    audio.toString('latin1', 0, 4) === 'RIFF' &&
    audio.toString('latin1', 8, 12) === 'WAVE'
  )
}

/** Where the sample data starts and how long it is, or null when the file has no data chunk. */
function dataChunkOf(audio: Buffer): { offset: number; size: number } | null {
  let at = RIFF_HEADER
  while (at + CHUNK_HEADER <= audio.length) {
    const id = audio.toString('latin1', at, at + 4)
    const size = audio.readUInt32LE(at + 4)
    if (id === 'data') return { offset: at + CHUNK_HEADER, size: audio.length - at - CHUNK_HEADER }
    at += CHUNK_HEADER + size + (size % 2)
  }
  return null
}

/** Writes the true RIFF and data sizes into a WAV that was streamed (in place; returns the same buffer). */
export function sealWavSizes(audio: Buffer): Buffer {
  const data = dataChunkOf(audio)
  if (!isWav(audio) || !data) throw new Error('The narration is not a WAV file with audio data')
  audio.writeUInt32LE(audio.length - CHUNK_HEADER, 4)
  audio.writeUInt32LE(data.size, data.offset - 4)
  return audio
}
