import { describe, expect, it } from 'vitest'
import { composeCareerMail, composeCommissionMail, composeContactMail } from './team-notice'

const createdAt = new Date('2026-11-21T10:00:00Z')

describe('team mail', () => {
  it('addresses a contact message to the team with the visitor as reply-to', () => {
    const mail = composeContactMail(
      { name: 'Ada', email: 'ada@example.test', subject: null, message: 'Hello there', createdAt },
      'council@example.test',
    )
    expect(mail).toMatchObject({
      to: 'council@example.test',
      replyTo: { name: 'Ada', address: 'ada@example.test' },
      subject: 'Contact: General from Ada',
    })
    expect(mail.text).toContain('Hello there')
  })

  it('shows a scribe only the scribe questions, with "None provided" for a blank portfolio', () => {
    const mail = composeCareerMail(
      {
        role: 'scribe',
        name: 'Bede',
        email: 'bede@example.test',
        experience: 'Illuminated manuscripts',
        portfolio: null,
        socialHandles: null,
        followerCount: null,
        campaignExperience: null,
        createdAt,
      },
      'council@example.test',
    )
    expect(mail.subject).toBe('Master Scribe Application from Bede')
    expect(mail.text).toContain('Portfolio: None provided')
    expect(mail.text).not.toContain('Follower count')
  })

  it('names a commission’s choices by the labels the form shows, never by their ids', () => {
    const commission = {
      name: 'Margery Quill',
      email: 'margery@example.test',
      target: 'The Baron of Bramblewick',
      tale: 'He moved the boundary stones.',
      style: 'divine-fury',
      length: '3-5-pages',
      voiceNarration: true,
      anonymousDelivery: false,
      recipientEmail: null,
      deadline: '2026-12-24',
      finalWishes: null,
      createdAt,
    }
    const mail = composeCommissionMail(commission, 'council@example.test')
    expect(mail.text).toContain('Style: Divine Fury\n')
    expect(mail.text).toContain('Length: 3-5 pages\n')
    expect(mail.text).toContain('Deadline: 24 Dec 2026\n')
    expect(mail.text).toContain('Received: 21 Nov 2026, 10:00 UTC\n')
    expect(mail.text).not.toMatch(/divine-fury|3-5-pages|2026-11-21T/)
    expect(mail.text).toContain('Recipient: None: the scroll goes to the customer to pass on\n')
    const addressed = composeCommissionMail(
      { ...commission, anonymousDelivery: true, recipientEmail: 'baron@example.test' },
      'council@example.test',
    )
    expect(addressed.text).toContain('Recipient: baron@example.test\n')

    const unchosen = composeCommissionMail(
      { ...commission, style: null, length: null },
      'council@example.test',
    )
    expect(unchosen.text).toContain('Style: Not specified\n')
    expect(unchosen.text).toContain('Length: Not specified\n')
  })

  it('says when a contact message or an application arrived as a person reads a time', () => {
    const contact = composeContactMail(
      { name: 'Ada', email: 'ada@example.test', subject: 'Complaint', message: 'Hello', createdAt },
      'council@example.test',
    )
    expect(contact.text).toContain('Received: 21 Nov 2026, 10:00 UTC\n')
  })
})
