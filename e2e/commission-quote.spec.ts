import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { openCommissionInInbox, requestCommission } from './support/commission'
import { waitForOutboxMail } from './support/outbox'

// the mail's text may be quoted-printable: soft line breaks and =XX escapes are undone before reading it
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

async function expectNoViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
}

test('staff quote a commission from the Inbox, the customer pays it and the scroll goes out', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now().toString(36)
  const name = `Lady Quoted ${stamp}`
  const email = `quoted-${stamp}@example.test`
  const target = `The Baron of Boundary Stones ${stamp}`
  await requestCommission(page, {
    name,
    email,
    target,
    tale: 'He moved the boundary stones by night, and blamed the goats.',
  })
  const quotes = await openCommissionInInbox(page, name)
  await expect(quotes).toContainText('Awaiting a quote')
  await expect(quotes).toContainText('No quote sent yet.')

  // a price the server cannot take is named beside its field
  await quotes.getByLabel(/^Price/).fill('twelve')
  await quotes.getByRole('button', { name: 'Send Quote' }).click()
  await expect(quotes.getByText('Enter the price in dollars, such as 249.50')).toBeVisible()

  await quotes.getByLabel(/^Price/).fill('249.50')
  await quotes.getByLabel(/^Delivery/).fill('14')
  await quotes
    .getByLabel(/^Message to the customer/)
    .fill('Thy tale moved the council. <b>Two pages</b> of fury.')
  await quotes.getByRole('button', { name: 'Send Quote' }).click()
  await expect(page.getByText('Quote sent')).toBeVisible()
  await expect(quotes).toContainText('Now: Quoted.')
  await expect(quotes.getByRole('listitem')).toContainText('$249.50')
  await expect(quotes.getByRole('listitem')).toContainText('Sent')
  await expectNoViolations(page)

  const mail = decoded(
    await waitForOutboxMail(new RegExp(`To: ${email}[\\s\\S]*Subject: Thy commission quote`)),
  )
  expect(mail).toContain('$249.50')
  expect(mail).toContain('within 14 days of thy payment')
  const link = mail.match(/http:\/\/[^\s"<>]+\/commission\/quote\/[A-Za-z0-9_-]{43}/)?.[0]
  expect(link).toBeDefined()

  // the customer's own browser, without the steward's session
  const customerContext = await browser.newContext()
  const customer = await customerContext.newPage()
  await customer.goto(link as string)
  await expect(
    customer.getByRole('heading', { level: 1, name: 'Thy Quote from the Scriptorium' }),
  ).toBeVisible()
  const card = customer.locator('main')
  await expect(card).toContainText(target)
  await expect(card).toContainText('Divine Fury, 2 pages')
  await expect(card).toContainText('within 14 days of thy payment')
  await expect(card).toContainText('the sealed scroll comes to thee by email')
  // the scribe's words are text, never markup
  await expect(card.getByText('Thy tale moved the council. <b>Two pages</b> of fury.')).toBeVisible()
  await expect(card).not.toContainText(email)
  await expectNoViolations(customer)

  await customer.getByRole('button', { name: 'Pay $249.50' }).click()
  await expect(customer).toHaveURL(/\/test-checkout\/test_cs_[0-9a-f]{32}$/)
  await customer.getByRole('button', { name: 'Pay $249.50' }).click()
  await expect(customer.getByRole('heading', { level: 1, name: 'Thy Commission Is Paid' })).toBeVisible()
  await expect(customer.getByText('Thy payment of $249.50 is received.', { exact: false })).toBeVisible()
  await expect(customer.locator('main')).toContainText('within 14 days of thy payment')
  await expectNoViolations(customer)

  // this request named no recipient address: the sealed scroll comes to the customer to pass on
  const scroll = await waitForOutboxMail(new RegExp(`To: ${email}[\\s\\S]*Subject: Thy scroll for`))
  expect(scroll).toContain('Content-Type: application/pdf')

  await customer.goto(link as string)
  await expect(
    customer.getByText('This commission is paid. Nothing more is owed', { exact: false }),
  ).toBeVisible()
  await expect(customer.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
  await customerContext.close()

  await page.reload()
  await expect(quotes).toContainText('Now: Paid.')
  await expect(quotes.getByRole('listitem')).toContainText('Paid')
  await expect(quotes.getByRole('link', { name: /^Order #\d+$/ })).toBeVisible()
  await expect(quotes.getByRole('button', { name: 'Send Quote' })).toHaveCount(0)
})

test('a quote link nobody was given says so kindly', async ({ page }) => {
  await page.goto(`/commission/quote/${'Q'.repeat(43)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Not Found' })).toBeVisible()
  await expect(page.getByText('No quote answers to this link.')).toBeVisible()
})
