import { describe, expect, it } from 'vitest'
import { formatFileSize } from './file-size'

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_234_567, '1.18 MB'],
    [50 * 1024 * 1024, '50 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [3 * 1024 ** 4, '3072 GB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text)
  })

  it('says Unknown without a size', () => {
    expect(formatFileSize(null)).toBe('Unknown')
    expect(formatFileSize(undefined)).toBe('Unknown')
  })
})
