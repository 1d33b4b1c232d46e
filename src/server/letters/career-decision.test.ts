import { describe, expect, it } from 'vitest'
import { careerDecisionEmail } from './career-decision'

describe('careerDecisionEmail', () => {
  it('invites the applicant to reply with times, and sets the staff member’s words as plain text', () => {
    const email = careerDecisionEmail({
      applicantName: 'The Brother <b>Quill</b>',
      role: 'herald',
      decision: 'invited',
      message: 'Thy verses on the miller\nmade us laugh.\n\nBring a sample.',
    })
    expect(email.subject).toBe('The council would speak with thee')
    expect(email.text).toContain('Hail, Brother <b>Quill</b>!')
    expect(email.text).toContain('to serve as Royal Herald')
    expect(email.text).toContain(
      'A word from the council:\n\nThy verses on the miller made us laugh.\n\nBring a sample.',
    )
    expect(email.html).toContain('Brother &lt;b&gt;Quill&lt;/b&gt;')
    expect(email.replyTo).toBe('council@scrollsoffury.shop')
  })

  it('declines kindly, promising nothing, and leaves out an empty message', () => {
    const email = careerDecisionEmail({
      applicantName: 'Goodwife Ash',
      role: 'scribe',
      decision: 'rejected',
      message: '  \n ',
    })
    expect(email.subject).toBe('About thy application to the Scriptorium')
    expect(email.text).toContain('shall not take thy application further at this time')
    expect(email.text).not.toContain('A word from the council')
    expect(email.text).not.toMatch(/on file|future openings|we will contact/i)
  })

  it('tells a read application that it rests with the council', () => {
    const email = careerDecisionEmail({ applicantName: '', role: 'scribe', decision: 'reviewed' })
    expect(email.text).toContain('Hail, noble applicant!')
    expect(email.text).toContain('It now rests with the council while they weigh it.')
  })
})
