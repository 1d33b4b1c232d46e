import { describe, expect, it } from 'vitest'
import { createLineMemory } from './unsaid'

describe('createLineMemory', () => {
  it('writes a paragraph again when it would repeat a line, and keeps the first fresh writing', () => {
    const lines = createLineMemory()
    lines.remember('The geese of the realm have been informed. No.')
    const writings = [
      'The geese of the realm have been informed. They march.',
      'The moon hides its face from thee.',
    ]
    expect(lines.unsaid(() => writings.shift() ?? '')).toBe('The moon hides its face from thee.')
  })

  it('leaves out a line that still repeats after a few tries, keeping the rest as written', () => {
    const lines = createLineMemory()
    lines.remember('The geese of the realm have been informed. No.')
    const text = lines.unsaid(
      () => 'No. The geese of the realm have been informed.  Thy horse  sighs loudly.',
    )
    // "No." is too short to count as a line; the rest keeps its spacing
    expect(text).toBe('No.  Thy horse  sighs loudly.')
  })

  it('answers nothing when every line was said before', () => {
    const lines = createLineMemory()
    lines.remember('The geese of the realm have been informed.')
    expect(lines.unsaid(() => 'The geese of the realm have been informed.')).toBe('')
  })
})
