import { describe, expect, it } from 'vitest'
import { careerReceivedEmail } from './career-application-received'

describe('careerReceivedEmail', () => {
  it('names the role by its title and says when the council reviews it', () => {
    const email = careerReceivedEmail({ applicantName: 'Wendel the Loud', role: 'herald' })
    expect(email.subject).toBe('Thy application to the Scriptorium is received')
    expect(email.text).toContain('Hail, Wendel the Loud!')
    expect(email.text).toContain('thy application to serve as Royal Herald')
    expect(email.text).toContain('The council reviews every application within 3-5 business days')
    expect(email.html).toMatch(/<strong[^>]*>Royal Herald<\/strong>/)
    expect(email.text).not.toMatch(/\bherald\b/)
    expect(email.replyTo).toBe('council@scrollsoffury.shop')
  })

  it('calls a scribe a Master Scribe', () => {
    const email = careerReceivedEmail({ applicantName: 'Bede', role: 'scribe' })
    expect(email.text).toContain('thy application to serve as Master Scribe')
    expect(email.text).not.toMatch(/\bscribe\b/)
  })
})
