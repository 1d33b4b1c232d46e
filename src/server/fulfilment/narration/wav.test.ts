import { describe, expect, it } from 'vitest'
import { sealWavSizes } from './wav'

/** A WAV header as espeak-ng streams it, sizes still placeholders, followed by `samples` bytes. */
function streamedWav(samples: number): Buffer {
  const wav = Buffer.alloc(44 + samples, 1)
  wav.write('RIFF', 0, 'latin1')
  wav.writeUInt32LE(0x7ffff024, 4)
  wav.write('WAVEfmt ', 8, 'latin1')
  wav.writeUInt32LE(16, 16)
  wav.write('data', 36, 'latin1')
  wav.writeUInt32LE(0x7ffff000, 40)
  return wav
}

describe('sealWavSizes', () => {
  it('writes the true RIFF and data sizes over the placeholders', () => {
    const wav = sealWavSizes(streamedWav(1000))
    expect(wav.readUInt32LE(4)).toBe(1036)
    expect(wav.readUInt32LE(40)).toBe(1000)
  })

  it('refuses what is not a WAV with audio data', () => {
    expect(() => sealWavSizes(Buffer.from('not a wave file at all, no'))).toThrow(/not a WAV/)
    expect(() => sealWavSizes(streamedWav(0).subarray(0, 36))).toThrow(/not a WAV/)
  })
})
