import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { waitForOutboxMail } from './support/outbox'
import { fillScrollForm } from './support/scroll-form'

test('the customer opens the link in the receipt and sees the scroll as it was sent, with its PDF', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const customer = `patron-${stamp}@example.test`
  const recipient = `rival-${stamp}@example.test`
  const target = `Baron Pagewright ${stamp}`

  // an anonymous Cursed Scroll, ordered and paid in the browser
  await page.goto('/scroll-of-fury-form')
  await fillScrollForm(page, { style: 'Gothic', target })
  await page.getByLabel('Thy Email').fill(customer)
  await page.getByLabel("Recipient's Email").fill(recipient)
  await page.getByRole('checkbox', { name: 'Deliver anonymously' }).check()
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page).toHaveURL(/\/test-checkout\//)
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()

  // the recipient's sealed PDF, and the customer's receipt with the link
  const scroll = await simpleParser(await waitForOutboxMail(new RegExp(`^To: ${recipient}$`, 'm')))
  const sentPdf = scroll.attachments.find((file) => file.contentType === 'application/pdf')?.content
  expect(sentPdf).toBeDefined()
  // the customer gave the recipient's address, so the one letter to them is the receipt
  const receipt = await simpleParser(await waitForOutboxMail(new RegExp(`^To: ${customer}$`, 'm')))
  const link = /See thy scroll as it was sent:\n(\S+)/.exec(receipt.text ?? '')?.[1] ?? ''
  expect(link).toMatch(/\/order\/[\w-]+\.[\w-]+$/)
  expect(receipt.text).toMatch(/This private link works until the end of \d{1,2} \w{3} \d{4}\./)
  expect(scroll.text).not.toContain('/order/')

  await page.goto(new URL(link).pathname)
  await expect(page.getByRole('heading', { level: 1, name: 'Thy Scroll as It Was Sent' })).toBeVisible()
  await expect(page.getByText(/^Order #[0-9A-F]{8} · Cursed Scroll$/)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: `For ${target}` })).toBeVisible()
  await expect(page.getByText('Sent', { exact: true })).toBeVisible()
  // the words the recipient read, signed anonymously: never the customer's name
  const title = (await page.getByRole('heading', { level: 3 }).textContent()) ?? ''
  expect(title.length).toBeGreaterThan(3)
  await expect(page.getByText(/this is the scroll they got/)).toBeVisible()
  await expect(page.locator('main')).not.toContainText('Ser Grumblesworth')

  // the PDF link downloads the very file the recipient got
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the Sealed PDF' }).click(),
  ])
  const downloaded = await readFile((await download.path()) as string)
  expect(downloaded.equals(sentPdf as Buffer)).toBe(true)
  expect(download.suggestedFilename()).toMatch(/^scroll-[0-9A-F]{8}\.pdf$/)

  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])

  // a link the shop did not sign gets a page that says so, and the way to write to the shop
  await page.goto(`/order/${stamp}.forged`)
  await expect(page.getByRole('heading', { level: 1, name: 'Link Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'council@scrollsoffury.shop' })).toBeVisible()
})
