/**
 * Unwraps a WOFF 1.0 font into the plain TrueType/OpenType (sfnt) file it compresses. fontkit reads WOFF,
 * but it inflates a table again, in JavaScript, on every access, which made one scroll take a second;
 * inflating once per process with node:zlib and handing pdfkit the sfnt takes that to a few milliseconds.
 */
import { inflateSync } from 'node:zlib'

const WOFF_SIGNATURE = 0x774f4646 // 'wOFF'
const WOFF_HEADER = 44
const WOFF_ENTRY = 20
const SFNT_HEADER = 12
const SFNT_ENTRY = 16

const padded = (length: number) => (length + 3) & ~3

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF 1.0 font')
  }
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY
    const offset = woff.readUInt32BE(at + 4)
    const compLength = woff.readUInt32BE(at + 8)
    const origLength = woff.readUInt32BE(at + 12)
    const stored = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? inflateSync(stored) : stored
    if (data.length !== origLength) throw new Error('WOFF table has the wrong length once inflated')
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data }
  })

  const directory = SFNT_HEADER + numTables * SFNT_ENTRY
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), directory)
  const sfnt = Buffer.alloc(size)
  const power = 2 ** Math.floor(Math.log2(numTables))
  sfnt.writeUInt32BE(flavor, 0)
  sfnt.writeUInt16BE(numTables, 4)
  sfnt.writeUInt16BE(power * 16, 6)
  sfnt.writeUInt16BE(Math.log2(power), 8)
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10)
  let offset = directory
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY
    sfnt.writeUInt32BE(table.tag, at)
    sfnt.writeUInt32BE(table.checksum, at + 4)
    sfnt.writeUInt32BE(offset, at + 8)
    sfnt.writeUInt32BE(table.data.length, at + 12)
    table.data.copy(sfnt, offset)
    offset += padded(table.data.length)
  })
  return sfnt
}
