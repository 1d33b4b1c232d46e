import { describe, expect, it } from 'vitest'
import { searchedNames } from './order-queue'

describe('a search for names', () => {
  it('is anything but an order number, reference or id, or an email', () => {
    expect(searchedNames('1234')).toBeUndefined()
    expect(searchedNames('#1234')).toBeUndefined()
    expect(searchedNames('9f3a0c2b')).toBeUndefined()
    expect(searchedNames('9f3a0c2b-1d4e-4f6a-8b7c-0d1e2f3a4b5c')).toBeUndefined()
    expect(searchedNames('Mary.Smith@Example.org')).toBeUndefined()
    expect(searchedNames('Mary Sm')).toEqual(['Mary', 'Sm'])
  })

  it('splits at spaces and ASCII punctuation, as the names index splits names, and keeps other letters', () => {
    expect(searchedNames("  Dame Ysolde O'Brannagh-Kettle, Jr. ")).toEqual([
      'Dame',
      'Ysolde',
      'O',
      'Brannagh',
      'Kettle',
      'Jr',
    ])
    expect(searchedNames('José\tÑúñez_the%2nd')).toEqual(['José', 'Ñúñez', 'the', '2nd'])
    expect(searchedNames('O’Brien')).toEqual(['O’Brien'])
  })

  it('has no words when nothing in it could be part of a name', () => {
    expect(searchedNames('-- ? !')).toEqual([])
    expect(searchedNames('')).toEqual([])
  })
})
