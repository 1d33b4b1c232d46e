import { describe, expect, it } from 'vitest'
import { note, paragraph, strong } from './email-content'
import { renderEmail } from './layout'

const email = renderEmail({
  subject: 'A test',
  preheader: 'Seen in the inbox',
  heading: 'Hear Ye',
  blocks: [paragraph('Plain and ', strong('bold')), note('An aside')],
})

describe('renderEmail', () => {
  it('signs every email with the shop and its copyright, in both versions', () => {
    expect(email.html).toContain('Scrolls of Fury &#183; Medieval wrath, sealed in wax and delivered')
    expect(email.text).toContain('Scrolls of Fury · Medieval wrath, sealed in wax and delivered')
    for (const body of [email.html, email.text]) {
      expect(body).toContain('© 2025 Scrolls of Fury')
      expect(body).toContain('council@scrollsoffury.shop')
    }
  })

  it('styles inline and lays out with tables, as mail clients need', () => {
    expect(email.html).not.toMatch(/<style|<link|class=/)
    expect(email.html.match(/<table /g)?.length).toBe(email.html.match(/role="presentation"/g)?.length)
    expect(email.html).toContain('<title>A test</title>')
  })

  it('sets the same words as plain text', () => {
    expect(email.text).toContain('Hear Ye\n=======')
    expect(email.text).toContain('Plain and bold')
    expect(email.text).toContain('(An aside)')
    expect(email.text).toContain('By quill and wax,\nThe Scribes of the Scriptorium')
  })
})
