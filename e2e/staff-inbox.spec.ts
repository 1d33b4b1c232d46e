import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { waitForOutboxMail } from './support/outbox'
import { signInAsAdmin } from './support/staff'

declare global {
  interface Window {
    __xss?: number
  }
}

const markup = '<img src=x onerror="window.__xss=1">'

test('staff read a contact message as plain text, note it and mark it handled', async ({ page, browser }) => {
  // two accessibility scans of the back office's longest screens, beside a customer's page
  test.slow()
  const stamp = Date.now().toString(36)
  const sender = `Goodwife Markup ${stamp}`
  const customer = await browser.newPage()
  await customer.goto('/#contact')
  const form = customer.locator('#contact form')
  await form.getByLabel(/Thy Name/).fill(sender)
  await form.getByLabel(/Thy Email/).fill('markup@example.test')
  await form.getByLabel(/Thy Message/).fill(markup)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(customer.getByText('Message Sent!')).toBeVisible()
  await customer.close()

  await signInAsAdmin(page, '/admin/inbox')
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: sender })
  await expect(row).toContainText('Unread')
  await expect(row).toContainText('Contact Message')
  await expect(row.getByRole('link', { name: `General: ${markup}` })).toBeVisible()
  expect(await page.evaluate(() => window.__xss)).toBeUndefined()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  await row.getByRole('link').click()
  await expect(page.getByRole('heading', { name: 'Contact Message', level: 1 })).toBeVisible()
  // the message's own words are the first of its conversation
  const message = page.getByRole('region', { name: 'Conversation' })
  await expect(message.getByText(markup, { exact: true })).toBeVisible()
  await expect(message.locator('img')).toHaveCount(0)
  expect(await page.evaluate(() => window.__xss)).toBeUndefined()
  // opening it marked it read
  await expect(page.getByText(/^Read /)).toBeVisible()

  await page.getByLabel('Add a note').fill('Told them the ravens are back on time.')
  await page.getByRole('button', { name: 'Add Note' }).click()
  await expect(page.getByText('Told them the ravens are back on time.')).toBeVisible()

  await page.getByRole('button', { name: 'Mark Handled' }).click()
  await expect(page.getByText('Marked handled')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark Unhandled' })).toBeVisible()
  await page.getByRole('button', { name: 'Assign to Me' }).click()
  await expect(page.getByText('Given to thee', { exact: true }).first()).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  await page.getByRole('link', { name: 'Back to the Inbox' }).click()
  await expect(row).toContainText('Read · Handled')
  await page.getByLabel('Show state').selectOption('Unread')
  await expect(row).toHaveCount(0)
})

test('staff invite an applicant, who is emailed once', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const applicant = `Brother Quill ${stamp}`
  const applied = await page.request.post('/api/career-applications', {
    data: {
      role: 'scribe',
      name: applicant,
      email: `quill-${stamp}@example.test`,
      experience: 'Forty winters of illuminated insults.',
    },
  })
  expect(applied.status()).toBe(201)

  await signInAsAdmin(page, '/admin/inbox')
  await page.getByLabel('Show kind').selectOption('Career Applications')
  await page.getByLabel('Search by name or email').fill(applicant)
  const row = page.getByRole('row').filter({ hasText: applicant })
  await expect(row).toContainText('Not decided')
  await row.getByRole('link').click()
  await expect(page.getByRole('heading', { name: 'Career Application', level: 1 })).toBeVisible()
  await expect(page.getByText('Forty winters of illuminated insults.')).toBeVisible()

  await page.getByLabel('A word for the applicant (optional)').fill('Bring thy finest insult on vellum.')
  await page.getByRole('button', { name: 'Invite' }).click()
  await expect(page.getByText('Applicant invited')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Invite' })).toBeDisabled()

  // the applicant's acknowledgement went to the same address when they applied; this is the invitation
  const mail = await waitForOutboxMail(
    new RegExp(
      `^(?=[\\s\\S]*^To: quill-${stamp}@example.test\\s*$)(?=[\\s\\S]*^Subject: The council would speak with thee\\s*$)`,
      'm',
    ),
  )
  expect(mail).toContain('Bring thy finest insult on vellum.')
  expect(mail).toContain(`Hail, ${applicant}!`)
})

test('staff answer a contact message, which the sender receives and the thread shows', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const sender = `Goodwife Ash ${stamp}`
  const address = `ash-${stamp}@example.test`
  const sent = await page.request.post('/api/contact-messages', {
    data: {
      name: sender,
      email: address,
      subject: 'Order Issue',
      message: 'Thy ravens are late.\nMy scroll was due on Monday.',
    },
  })
  expect(sent.status()).toBe(201)

  await signInAsAdmin(page, '/admin/inbox')
  await page.getByLabel('Search by name or email').fill(sender)
  await page.getByRole('row').filter({ hasText: sender }).getByRole('link').click()
  await expect(page.getByRole('heading', { name: 'Contact Message', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`)

  const conversation = page.getByRole('region', { name: 'Conversation' })
  await expect(conversation.getByText('Thy ravens are late.')).toBeVisible()
  await expect(conversation).toContainText(`${sender} wrote`)
  await conversation.getByRole('button', { name: 'Send Reply' }).click()
  await expect(conversation.getByText('Reply is required')).toBeVisible()

  await conversation
    .getByRole('textbox', { name: 'Reply', exact: true })
    .fill('Our apologies: a storm grounded the ravens.\nThy scroll reaches thee by Friday.')
  await conversation.getByRole('button', { name: 'Send Reply' }).click()
  await expect(page.getByText('Reply sent')).toBeVisible()
  const reply = conversation.getByRole('listitem').filter({ hasText: 'Our apologies' })
  await expect(reply).toContainText('replied')
  await expect(conversation.getByRole('textbox', { name: 'Reply', exact: true })).toHaveValue('')
  // answering it marked it handled
  await expect(page.getByRole('button', { name: 'Mark Unhandled' })).toBeVisible()
  // the thread follows the mail log until the letter has gone
  const logged = reply.getByRole('link', { name: /^Emailed .* in the Outbox$/ })
  await expect(logged).toBeVisible({ timeout: 20_000 })
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  const mail = await waitForOutboxMail(
    new RegExp(
      `^(?=[\\s\\S]*^To: ${address}\\s*$)(?=[\\s\\S]*^Subject: The council answers thy message\\s*$)`,
      'm',
    ),
  )
  // the text part is quoted-printable: a long line is broken with a soft "=" at its end
  const text = mail.replace(/=\r?\n/g, '')
  expect(text).toContain(`Hail, ${sender}!`)
  expect(text).toContain('Our apologies: a storm grounded the ravens.')
  expect(text).toContain('> Thy ravens are late.')

  await logged.click()
  await expect(page.getByRole('heading', { name: 'The council answers thy message', level: 1 })).toBeVisible()
  await expect(page.getByText(`To ${address}`, { exact: true })).toBeVisible()
})
