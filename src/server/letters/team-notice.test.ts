import { describe, expect, it } from 'vitest'
import { composeCareerMail, composeContactMail } from './team-notice'

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
})
