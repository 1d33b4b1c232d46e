import { describe, expect, it } from 'vitest'
import { mailtoHref } from './mailto'

describe('mailtoHref', () => {
  it('links an ordinary address as it is', () => {
    expect(mailtoHref('ash@example.test')).toBe('mailto:ash@example.test')
  })

  it('encodes what would add headers or recipients to the new email', () => {
    expect(mailtoHref('ash+inbox@example.test')).toBe('mailto:ash%2Binbox@example.test')
    expect(mailtoHref('a@b.test?cc=x@evil.test&body=hi')).toBe(
      'mailto:a%40b.test%3Fcc%3Dx@evil.test%26body%3Dhi',
    )
    expect(mailtoHref('no-at-sign?body=hi')).toBe('mailto:no-at-sign%3Fbody%3Dhi')
  })
})
