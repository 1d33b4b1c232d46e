import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { waitForOutboxMail } from './support/outbox'

test.describe('the contact form', () => {
  test('names the missing fields, then stores the message and emails the team', async ({ page }) => {
    await page.goto('/#contact')
    const form = page
      .getByRole('form', { name: /send word|contact/i })
      .or(page.locator('#contact form'))
      .first()
    await expect(form.getByLabel(/Thy Name/)).toBeVisible()
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Missing Information')).toBeVisible()
    await expect(page.getByText('Please fill in thy name, email, and message')).toBeVisible()

    const stamp = Date.now().toString(36)
    await form.getByLabel(/Thy Name/).fill(`Sir Testalot ${stamp}`)
    await form.getByLabel(/Thy Email/).fill(`testalot-${stamp}@example.test`)
    await form.getByLabel(/Subject/).selectOption('Complaint')
    await form.getByLabel(/Thy Message/).fill('The dragon next door plays the lute at midnight.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message Sent!')).toBeVisible()
    await expect(form.getByLabel(/Thy Name/)).toHaveValue('')

    const mail = await waitForOutboxMail(new RegExp(`Subject: Contact: Complaint from Sir Testalot ${stamp}`))
    expect(mail).toContain('To: council@scrollsoffury.test')
    expect(mail).toContain('The dragon next door plays the lute at midnight.')

    // the sender hears that it arrived, and when the council answers
    const acknowledgement = await simpleParser(
      await waitForOutboxMail(new RegExp(`^To: testalot-${stamp}@example.test$`, 'm')),
    )
    expect(acknowledgement.subject).toBe('Thy message has reached the council')
    expect(acknowledgement.text).toContain(`Hail, Sir Testalot ${stamp}!`)
    expect(acknowledgement.text).toContain('answers by email within 1-2 business days')
  })
})

test.describe('the career section', () => {
  test('a scribe applies and the council is emailed the application', async ({ page }) => {
    await page.goto('/')
    const section = page.locator('#careers')
    // the career form loads as its section nears the viewport
    await section.scrollIntoViewIfNeeded()
    await section.getByRole('button', { name: /Master Scribe/ }).click()
    await expect(section.getByLabel(/Portfolio/)).toBeVisible()
    await expect(section.getByLabel(/Follower Count/)).toHaveCount(0)

    await section.getByRole('button', { name: 'Send Application' }).click()
    await expect(page.getByText('Please fill in all required fields and select a role')).toBeVisible()

    const stamp = Date.now().toString(36)
    await section.getByLabel(/Thy Name/).fill(`Brother Quill ${stamp}`)
    await section.getByLabel(/Thy Email/).fill(`quill-${stamp}@example.test`)
    await section.getByLabel(/Experience/).fill('Forty winters of illuminated insults.')
    await section.getByRole('button', { name: 'Send Application' }).click()
    await expect(page.getByText('Application Sent!')).toBeVisible()
    // the form and the role choice reset a second after success
    await expect(section.getByRole('button', { name: /Master Scribe/ })).toHaveAttribute(
      'aria-pressed',
      'false',
      {
        timeout: 5_000,
      },
    )

    const mail = await waitForOutboxMail(
      new RegExp(`Subject: Master Scribe Application from Brother Quill ${stamp}`),
    )
    expect(mail).toContain('Forty winters of illuminated insults.')
    expect(mail).toContain('Portfolio: None provided')

    // the applicant hears that it arrived, and when the council reviews it
    const acknowledgement = await simpleParser(
      await waitForOutboxMail(new RegExp(`^To: quill-${stamp}@example.test$`, 'm')),
    )
    expect(acknowledgement.subject).toBe('Thy application to the Scriptorium is received')
    expect(acknowledgement.text).toContain('thy application to serve as Master Scribe')
    expect(acknowledgement.text).toContain('within 3-5 business days')
  })

  test('a herald sees the herald questions', async ({ page }) => {
    await page.goto('/#careers')
    await page.getByRole('button', { name: /Royal Herald/ }).click()
    await expect(page.getByLabel(/Social Handles/)).toBeVisible()
    await expect(page.getByLabel(/Follower Count/)).toBeVisible()
    await expect(page.getByLabel(/Campaign Experience/)).toBeVisible()
    await expect(page.getByLabel(/Portfolio/)).toHaveCount(0)
  })
})
