import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { classicRequest } from '../src/domain/order-request.fixtures'
import { waitForOutboxMail } from './support/outbox'
import { shopOutboxDir } from './support/shop-data'
import { signInAsAdmin } from './support/staff'

test('a paid order’s scroll email is in the Outbox, its text readable and its PDF downloadable', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36)
  const recipient = `outbox-${stamp}@example.test`

  // a customer pays for a scroll on the shop's checkout
  const customer = await browser.newPage()
  const created = await customer.request.post('/api/payments', {
    data: classicRequest({ recipientEmail: recipient, customerEmail: `buyer-${stamp}@example.test` }),
  })
  expect(created.status()).toBe(201)
  await customer.goto(new URL(((await created.json()) as { url: string }).url).pathname)
  await customer.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(customer.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await customer.close()
  await waitForOutboxMail(new RegExp(`To: ${recipient}`))

  await signInAsAdmin(page, '/admin/outbox')
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible()
  await page.getByLabel('Search recipient or subject').fill(recipient)
  const row = page.getByRole('row').filter({ hasText: recipient, has: page.getByRole('link') })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Sent')
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  await page.getByLabel('Show status').selectOption('Failed only')
  await expect(page.getByText(`Nothing matches “${recipient}”.`)).toBeVisible()
  await page.getByLabel('Show status').selectOption('Every email')
  await expect(row).toHaveCount(1)

  await row.getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/outbox\/[0-9a-f-]{36}$/)
  await expect(page.getByText(`To ${recipient}`)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Text' })).not.toBeEmpty()
  // a sent email has nothing to send again
  await expect(page.getByRole('button', { name: 'Send Again' })).toHaveCount(0)

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /^scroll-[0-9A-F]{8}\.pdf/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^scroll-[0-9A-F]{8}\.pdf$/)
  const pdf = await readFile((await file.path()) as string)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
})

test('a failed email is sent again from the Outbox, after a confirmation', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const name = `Sir Bounced ${stamp}`
  await signInAsAdmin(page, '/admin/outbox')

  // the dev outbox cannot write while a file stands where its folder belongs
  const outboxDir = shopOutboxDir()
  await rename(outboxDir, `${outboxDir}-aside`).catch(() => undefined)
  await writeFile(outboxDir, 'not a folder')
  try {
    const sent = await page.request.post('/api/contact-messages', {
      data: { name, email: `bounced-${stamp}@example.test`, message: 'Doth my letter arrive?' },
    })
    expect(sent.status()).toBe(201)
    await expect
      .poll(async () => {
        const reply = await page.request.get(`/api/staff/emails?status=failed&search=${stamp}`)
        return ((await reply.json()) as { total: number }).total
      })
      // the team's notice, and the sender's acknowledgement to bounced-…@example.test
      .toBe(2)
  } finally {
    await rm(outboxDir, { force: true })
    await rename(`${outboxDir}-aside`, outboxDir).catch(() => mkdir(outboxDir, { recursive: true }))
  }

  await page.getByLabel('Show status').selectOption('Failed only')
  await page.getByLabel('Search recipient or subject').fill(stamp)
  const row = page.getByRole('row').filter({ hasText: name, has: page.getByRole('link') })
  await expect(row).toContainText('Failed')
  await row.getByRole('link').click()
  await expect(page.getByText(/EEXIST|ENOTDIR/)).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Send this email to council@scrollsoffury.test again?')
    void dialog.accept()
  })
  await page.getByRole('button', { name: 'Send Again' }).click()
  await expect(page.getByText('Email sent again')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send Again' })).toHaveCount(0)
  await expect(page.getByRole('definition').filter({ hasText: /^Sent$/ })).toBeVisible()
  await waitForOutboxMail(new RegExp(name))
})
