/**
 * Walks an MP3 (MPEG audio layer III) frame by frame, as a player would. The shop checks the narrator's
 * answer this way before it stores and emails it: a cut-off or garbled file fails here, not in the
 * recipient's player.
 */

export type Mp3Summary = {
  frames: number
  sampleRate: number
  /** of the first frame; the narrator encodes at a constant rate */
  bitrateKbps: number
  mono: boolean
  seconds: number
}

// bit rates (kbps) by index, for MPEG-1 and for MPEG-2/2.5 layer III; index 0 (free) and 15 are not used
const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
// sample rates by the header's version bits: 0 MPEG-2.5, 2 MPEG-2, 3 MPEG-1 (1 is reserved)
const SAMPLE_RATES: Record<number, number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
}
const ID3V2_HEADER = 10
const ID3V1_TAG = 128

type Frame = { length: number; samples: number; sampleRate: number; kbps: number; mono: boolean }

function frameAt(audio: Uint8Array, at: number): Frame | null {
  if (at + 4 > audio.length) return null
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = audio.subarray(at, at + 4)
  const version = (b1 >> 3) & 3
  const layerIII = ((b1 >> 1) & 3) === 1
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0 || !layerIII) return null
  const kbps = (version === 3 ? MPEG1_KBPS : MPEG2_KBPS)[b2 >> 4]
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3]
  if (!kbps || !sampleRate) return null
  const samples = version === 3 ? 1152 : 576
  const length = Math.floor((samples / 8) * ((kbps * 1000) / sampleRate)) + ((b2 >> 1) & 1)
  return { length, samples, sampleRate, kbps, mono: b3 >> 6 === 3 }
}

function id3v2Length(audio: Uint8Array): number {
  if (audio.length < ID3V2_HEADER || String.fromCharCode(...audio.subarray(0, 3)) !== 'ID3') return 0
  // the tag's size is "syncsafe": four bytes of seven bits each
  const size = audio.subarray(6, 10).reduce((sum, byte) => sum * 128 + (byte & 0x7f), 0)
  return ID3V2_HEADER + size
}

/** Reads every frame of `audio`; throws unless it is frames of layer III from start to end. */
export function readMp3Frames(audio: Uint8Array): Mp3Summary {
  let at = id3v2Length(audio)
  let end = audio.length
  if (end - at >= ID3V1_TAG && String.fromCharCode(...audio.subarray(end - ID3V1_TAG, end - 125)) === 'TAG') {
    end -= ID3V1_TAG
  }
  const first = frameAt(audio, at)
  if (!first) throw new Error('not an MP3: no layer III frame where the audio should start')
  let frames = 0
  let samples = 0
  while (at < end) {
    const frame = frameAt(audio, at)
    if (!frame || frame.sampleRate !== first.sampleRate) {
      throw new Error(`not a whole MP3: frame ${frames + 1} at byte ${at} is not a frame of the same stream`)
    }
    if (at + frame.length > end) throw new Error(`not a whole MP3: the last frame is cut off at byte ${at}`)
    frames += 1
    samples += frame.samples
    at += frame.length
  }
  return {
    frames,
    sampleRate: first.sampleRate,
    bitrateKbps: first.kbps,
    mono: first.mono,
    seconds: samples / first.sampleRate,
  }
}
