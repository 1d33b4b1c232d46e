import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { eternalRequest } from '../src/domain/order-request.fixtures'
import { signInAsAdmin } from './support/staff'

// the browser tests' shop holds no commission back (COMMISSION_HOLD_DAYS=0): a paid one is due at once

/** Adds a partner in Partner Management, with a payout email. */
async function addPartner(page: Page, name: string, slug: string, payoutPct: string, email: string) {
  await page.goto('/admin/partners')
  await page.getByRole('button', { name: 'Add Partner' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Partner' })
  await dialog.getByLabel('Partner Name').fill(name)
  await dialog.getByLabel('Slug (URL identifier)').fill(slug)
  await dialog.getByLabel('Payout Percentage').fill(payoutPct)
  await dialog.getByLabel('Payout Email (optional)').fill(email)
  await dialog.getByRole('button', { name: 'Create Partner' }).click()
  await expect(page.getByText('Partner created successfully')).toBeVisible()
  await expect(dialog).toHaveCount(0)
}

/** A customer who came through the partner's link pays an Eternal Scroll on the shop's test checkout. */
async function paidOrder(browser: Browser, slug: string, customerEmail: string) {
  const customer = await browser.newPage()
  const created = await customer.request.post('/api/payments', {
    data: eternalRequest({ partnerRef: slug, customerEmail }),
  })
  expect(created.status()).toBe(201)
  await customer.goto(new URL(((await created.json()) as { url: string }).url).pathname)
  await customer.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(customer.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await customer.close()
}

async function downloaded(page: Page, link: string) {
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: link }).click()
  const file = await download
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') }
}

test('an admin creates a payout run, exports it for PayPal and Wise, and marks it paid', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36)
  const coin = {
    name: `Dame Coin ${stamp}`,
    slug: `dame-coin-${stamp}`,
    email: `coin-${stamp}@partners.test`,
  }
  const penny = {
    name: `Sir Penny ${stamp}`,
    slug: `sir-penny-${stamp}`,
    email: `penny-${stamp}@partners.test`,
  }
  await signInAsAdmin(page, '/admin/partners')
  await addPartner(page, coin.name, coin.slug, '100', coin.email)
  await addPartner(page, penny.name, penny.slug, '1', penny.email)
  await paidOrder(browser, coin.slug, `buyer-${stamp}@example.test`)
  await paidOrder(browser, penny.slug, `other-${stamp}@example.test`)

  await page.getByRole('link', { name: 'Payouts' }).first().click()
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible()
  // Dame Coin is owed the whole Eternal Scroll, Sir Penny a dollar: a $50 minimum pays her alone
  await page.getByLabel('Minimum payout (USD)').fill('50')
  await page.getByRole('button', { name: 'Create Payout Run' }).click()
  await expect(page.getByRole('heading', { name: /^Payout Run of / })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/payouts\/[0-9a-f-]{36}$/)
  const coinRow = page.getByRole('row').filter({ hasText: coin.name })
  await expect(coinRow).toContainText(coin.email)
  await expect(page.getByRole('row').filter({ hasText: penny.name })).toHaveCount(0)
  const amount = ((await coinRow.getByRole('cell').last().textContent()) ?? '').replace('$', '')
  expect(amount).toMatch(/^\d+\.\d{2}$/)

  const paypal = await downloaded(page, 'PayPal CSV')
  expect(paypal.name).toMatch(/^payout-run-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}-paypal\.csv$/)
  const paypalRows = paypal.text.split('\r\n').filter((row) => row !== '')
  const coinPayment = paypalRows.find((row) => row.startsWith(`${coin.email},`))
  expect(coinPayment).toMatch(
    new RegExp(
      `^${coin.email},${amount},USD,SOF-[\\w-]+,Scrolls of Fury partner commission SOF-[\\w-]+,PAYPAL$`,
    ),
  )
  expect(paypal.text).not.toContain(penny.email)

  const wise = await downloaded(page, 'Wise CSV')
  const wiseRows = wise.text.split('\r\n')
  expect(wiseRows[0]).toBe(
    'name,recipientEmail,paymentReference,receiverType,amountCurrency,amount,sourceCurrency,targetCurrency',
  )
  expect(wiseRows.find((row) => row.startsWith(`${coin.name},`))).toMatch(
    new RegExp(`^${coin.name},${coin.email},SOF-[\\w-]+,PERSON,target,${amount},USD,USD$`),
  )

  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations).toEqual([])

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Mark Paid' }).click()
  await expect(page.getByText(/^Payout run marked paid/)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^Paid / })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0)

  // her ledger shows the commission paid in this run
  await coinRow.getByRole('link', { name: coin.name }).click()
  await expect(page.getByRole('heading', { name: `Ledger of ${coin.name}` })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Commission' })).toContainText('Paid')
})

test('a commission from the partner’s own email is held until an admin releases it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36)
  const name = `Lord Mirror ${stamp}`
  const email = `mirror-${stamp}@partners.test`
  await signInAsAdmin(page, '/admin/partners')
  await addPartner(page, name, `lord-mirror-${stamp}`, '40', email)
  await paidOrder(browser, `lord-mirror-${stamp}`, email.toUpperCase())

  await page.goto('/admin/partner-analytics')
  await page.getByRole('link', { name: `Ledger of ${name}` }).click()
  const entry = page.getByRole('row').filter({ hasText: 'Commission' })
  await expect(entry).toContainText('Held')
  await expect(entry).toContainText('the customer’s email is the partner’s')
  page.once('dialog', (dialog) => void dialog.accept())
  await entry.getByRole('button', { name: 'Release' }).click()
  await expect(page.getByText(/is released$/)).toBeVisible()
  await expect(entry).toContainText('Due')
  await expect(entry.getByRole('button', { name: 'Release' })).toHaveCount(0)
})
