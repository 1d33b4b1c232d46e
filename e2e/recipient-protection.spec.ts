import AxeBuilder from '@axe-core/playwright'
import { expect, request, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { classicRequest } from '../src/domain/order-request.fixtures'
import { waitForOutboxMail } from './support/outbox'
import { fillScrollForm } from './support/scroll-form'
import { signInAsAdmin } from './support/staff'

/** A header of a raw message, its folded lines joined again. */
function headerOf(raw: string, name: string) {
  const match = new RegExp(`^${name}:((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw)
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? ''
}

test('a recipient says "no more" in one click, the order form then refuses them, and a report reaches staff', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36)
  const recipient = `never-${stamp}@example.test`

  // a customer pays for a scroll to the recipient
  const created = await page.request.post('/api/payments', {
    data: classicRequest({ recipientEmail: recipient, customerEmail: `sender-${stamp}@example.test` }),
  })
  expect(created.status()).toBe(201)
  const { url, orderId } = (await created.json()) as { url: string; orderId: string }
  await page.goto(new URL(url).pathname)
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()

  // the scroll's message, as the dev outbox keeps it
  const raw = await waitForOutboxMail(new RegExp(`^To: ${recipient}`, 'm'))
  expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  const oneClick = /^<(https?:\/\/[^>]+\/api\/recipients\/opt-out\/[^>]+)>, <mailto:[^>]+>$/.exec(
    headerOf(raw, 'List-Unsubscribe'),
  )?.[1]
  expect(oneClick).toBeDefined()

  // the mail client's one-click POST: no cookie, no session, the RFC's form body
  const mailClient = await request.newContext({ baseURL })
  const optedOut = await mailClient.post(new URL(oneClick as string).pathname, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(optedOut.status()).toBe(200)
  await mailClient.dispose()

  // another customer tries to send them a scroll: refused before payment, on the recipient field alone
  await page.goto('/light-rant-form')
  await fillScrollForm(page, { style: 'Petty', target: 'Baron Never Again' })
  await page.getByLabel("Recipient's Email").fill(recipient.toUpperCase())
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByText('This recipient has asked to receive no more scrolls.').first()).toBeVisible()
  await expect(page.getByLabel("Recipient's Email")).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/light-rant-form$/)

  // the link at the message's foot does the same by hand, and says nothing of who sent the scroll
  // the text part, decoded as a mail client reads it
  const text = (await simpleParser(raw)).text ?? ''
  const neverAgain = /Never send me another scroll: (\S+)/.exec(text)?.[1] as string
  await page.goto(new URL(neverAgain).pathname)
  await expect(page.getByRole('heading', { level: 1, name: 'No More Scrolls' })).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await page.getByRole('button', { name: 'Never send me another scroll' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'It Is Done' })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(`sender-${stamp}`)

  // the report link: the recipient's note lands on the staff order page
  const report = /Report this scroll: (\S+)/.exec(text)?.[1] as string
  await page.goto(new URL(report).pathname)
  await expect(page.getByRole('heading', { level: 1, name: 'Report This Scroll' })).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  const note = `Beyond a jest, ${stamp}.`
  await page.getByLabel('What went wrong (optional)').fill(note)
  await page.getByRole('button', { name: 'Send Report' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thy Report Is Received' })).toBeVisible()

  await signInAsAdmin(page, `/admin/orders/${orderId}`)
  const reports = page.getByRole('region', { name: 'Reported by the Recipient' })
  await expect(reports).toContainText(note)
  await reports.getByRole('button', { name: 'Mark resolved' }).click()
  await expect(reports).toHaveCount(0)
  await expect(page.getByText(`reported by its recipient: ${note}`)).toBeVisible()
})
