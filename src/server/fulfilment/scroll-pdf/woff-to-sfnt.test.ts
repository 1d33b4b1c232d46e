import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { scrollFontFiles } from './fonts'
import { woffToSfnt } from './woff-to-sfnt'

const require = createRequire(import.meta.url)

function tableOf(sfnt: Buffer, tag: string): Buffer | undefined {
  const count = sfnt.readUInt16BE(4)
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16
    if (sfnt.toString('latin1', at, at + 4) === tag) {
      const offset = sfnt.readUInt32BE(at + 8)
      return sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12))
    }
  }
  return undefined
}

describe('woffToSfnt', () => {
  it.each(Object.entries(scrollFontFiles))('unwraps the %s font into a TrueType file', (_, file) => {
    const woff = readFileSync(require.resolve(file))
    const sfnt = woffToSfnt(woff)
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4))
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12))
    // the head table carries a fixed magic number; finding it means the tables were inflated and placed
    expect(tableOf(sfnt, 'head')?.readUInt32BE(12)).toBe(0x5f0f3cf5)
    expect(sfnt.length).toBe(woff.readUInt32BE(16))
  })

  it('refuses a file that is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, not even close, no'.repeat(2)))).toThrow(/WOFF/)
  })
})
