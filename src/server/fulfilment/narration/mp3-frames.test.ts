import { describe, expect, it } from 'vitest'
import { readMp3Frames } from './mp3-frames'

// an MPEG-2 layer III frame header: 32 kbps, 22,050 Hz, no padding, mono; such a frame is 104 bytes long
const HEADER = [0xff, 0xf3, 0x40, 0xc4]
const FRAME_BYTES = 104

function frames(count: number): Buffer {
  const audio = Buffer.alloc(count * FRAME_BYTES)
  for (let at = 0; at < audio.length; at += FRAME_BYTES) audio.set(HEADER, at)
  return audio
}

describe('readMp3Frames', () => {
  it('counts the frames and the seconds they last', () => {
    expect(readMp3Frames(frames(1000))).toEqual({
      frames: 1000,
      sampleRate: 22050,
      bitrateKbps: 32,
      mono: true,
      seconds: (1000 * 576) / 22050,
    })
  })

  it('steps over an ID3 tag at the start and at the end', () => {
    const id3v2 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 1, 0]) // "ID3", 128 bytes of tag follow
    const id3v1 = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125)])
    const tagged = Buffer.concat([id3v2, Buffer.alloc(128), frames(10), id3v1])
    expect(readMp3Frames(tagged).frames).toBe(10)
  })

  it('refuses what is not an MP3, or an MP3 cut off or garbled part way', () => {
    expect(() => readMp3Frames(Buffer.from('RIFF....WAVEfmt '))).toThrow(/not an MP3/)
    expect(() => readMp3Frames(frames(10).subarray(0, FRAME_BYTES * 10 - 1))).toThrow(/cut off/)
    const garbled = frames(10)
    garbled[FRAME_BYTES * 4] = 0
    expect(() => readMp3Frames(garbled)).toThrow(/frame 5 at byte 416/)
  })
})
