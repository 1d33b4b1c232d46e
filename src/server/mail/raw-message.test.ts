import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { composeRawMessage, readRawMessage } from './raw-message'

const from = 'Scrolls of Fury <ravens@example.test>'
const messageId = '<raw-test@scrollsoffury.shop>'

describe('a raw message read back', () => {
  it('gives the text and every attachment as a mail client reads them', async () => {
    const pdf = randomBytes(70_000)
    const notes = Buffer.from('plain ü\r\nnotes')
    // trailing spaces, a line of '=' and a line past 76 characters: what quoted-printable must carry
    const text = `Hark, Ælfric!\nA scroll for thee.  \n=== end ===\n${'long line '.repeat(30)}`
    const raw = await composeRawMessage(from, {
      to: 'lady@example.test',
      subject: 'Thy scroll, Ælfric',
      text,
      messageId,
      attachments: [
        { filename: 'scroll-1001.pdf', content: pdf, contentType: 'application/pdf' },
        { filename: 'notes.txt', content: notes, contentType: 'text/plain' },
      ],
    })
    const read = await readRawMessage(raw)
    expect(read.text).toBe(text)
    expect(read.attachments).toHaveLength(2)
    expect(read.attachments[0]?.equals(pdf)).toBe(true)
    expect(read.attachments[1]?.equals(notes)).toBe(true)
  })

  it('reads a message without attachments, and one with an HTML version beside the text', async () => {
    const plain = await composeRawMessage(from, {
      to: 'a@example.test',
      subject: 'Hi',
      text: 'Só plain',
      messageId,
    })
    expect(await readRawMessage(plain)).toEqual({ text: 'Só plain', attachments: [] })
    const both = await composeRawMessage(from, {
      to: 'a@example.test',
      subject: 'Hi',
      text: 'The text',
      html: '<p>The html</p>',
      messageId,
      attachments: [{ filename: 'a.mp3', content: Buffer.from([1, 2, 3]), contentType: 'audio/mpeg' }],
    })
    expect(await readRawMessage(both)).toEqual({ text: 'The text', attachments: [Buffer.from([1, 2, 3])] })
  })

  it('never carries the order id into the message', async () => {
    const raw = await composeRawMessage(from, {
      to: 'a@example.test',
      subject: 'Receipt',
      text: 'Thanks',
      messageId,
      orderId: '6f1c1f9e-0000-4000-8000-000000000000',
    })
    expect(raw.toString()).not.toContain('6f1c1f9e')
    expect(raw.toString()).toContain(`Message-ID: ${messageId}`)
  })
})
