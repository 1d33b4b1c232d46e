import { describe, expect, it } from 'vitest'
import { readWavSamples } from './wav-samples'

/** A WAV as eSpeak NG writes it: RIFF header, format chunk, then the samples. */
function wav(samples: number[], { channels = 1, dataSize = samples.length * 2, extraChunk = false } = {}) {
  const extra = extraChunk
    ? Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0, 1, 2, 3, 0])])
    : null
  const format = Buffer.alloc(24)
  format.write('fmt ', 0, 'latin1')
  format.writeUInt32LE(16, 4)
  format.writeUInt16LE(1, 8)
  format.writeUInt16LE(channels, 10)
  format.writeUInt32LE(22050, 12)
  format.writeUInt32LE(22050 * 2 * channels, 16)
  format.writeUInt16LE(2 * channels, 20)
  format.writeUInt16LE(16, 22)
  const data = Buffer.alloc(8 + samples.length * 2)
  data.write('data', 0, 'latin1')
  data.writeUInt32LE(dataSize, 4)
  for (const [index, sample] of samples.entries()) data.writeInt16LE(sample, 8 + index * 2)
  const body = Buffer.concat([Buffer.from('WAVE'), format, ...(extra ? [extra] : []), data])
  const riff = Buffer.alloc(8)
  riff.write('RIFF', 0, 'latin1')
  riff.writeUInt32LE(body.length, 4)
  return Buffer.concat([riff, body])
}

describe('readWavSamples', () => {
  it('reads the sample rate and the samples, past any chunk it does not need', () => {
    const read = readWavSamples(wav([0, 1000, -32768, 32767], { extraChunk: true }))
    expect(read.sampleRate).toBe(22050)
    expect([...read.samples]).toEqual([0, 1000, -32768, 32767])
  })

  it('reads the samples a streamed WAV holds, whatever size its header claims', () => {
    expect(readWavSamples(wav([5, 6, 7], { dataSize: 0x7ffff000 })).samples).toHaveLength(3)
  })

  it('refuses what is not 16-bit mono PCM in a WAV', () => {
    expect(() => readWavSamples(Buffer.from('ID3 not a wave at all'))).toThrow(/not a WAV/)
    expect(() => readWavSamples(wav([1, 2], { channels: 2 }))).toThrow(/not 16-bit mono/)
    expect(() => readWavSamples(wav([]).subarray(0, 36))).toThrow(/no samples/)
  })
})
