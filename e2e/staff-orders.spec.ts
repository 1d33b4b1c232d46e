import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, test } from '@playwright/test'
import { bundleRequest, cursedRequest } from '../src/domain/order-request.fixtures'
import { waitForOutboxMail } from './support/outbox'
import { shopOutboxDir } from './support/shop-data'
import { signInAsAdmin } from './support/staff'

/** A customer orders and pays in a browser of their own. */
async function paidOrder(browser: Browser, overrides: Record<string, unknown>, request: unknown = null) {
  const customer = await browser.newPage()
  const created = await customer.request.post('/api/payments', { data: request ?? cursedRequest(overrides) })
  expect(created.status()).toBe(201)
  await customer.goto(new URL(((await created.json()) as { url: string }).url).pathname)
  await customer.getByRole('button', { name: /^Pay \$/ }).click()
  // a single scroll's confirmation and a bundle's
  await expect(
    customer.getByRole('heading', { name: /^(Payment Successful|Order Confirmed)!$/ }),
  ).toBeVisible()
  await customer.close()
}

test("a bundle's order page shows what the customer asked of each scroll, numbered from 1", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36)
  const [first, second] = [`Brother Loudsnore ${stamp}`, `Sister Crumbs ${stamp}`]
  await paidOrder(
    browser,
    {},
    bundleRequest({
      additionalDetails: `Both sit in the third pew ${stamp}.`,
      targets: [
        {
          name: first,
          email: `snore-${stamp}@example.test`,
          scrollType: 'light-rant',
          reason: 'Snores through vespers.',
          tone: 'royal-mockery',
          writingStyle: 'savage',
          intensity: 'strong',
          specialInstructions: 'Mention the bell.',
        },
        { name: second, scrollType: 'light-rant', reason: 'Leaves crumbs in the hymnals.' },
      ],
    }),
  )
  await waitForOutboxMail(new RegExp(`To: snore-${stamp}@example.test`))

  await signInAsAdmin(page, '/admin/orders')
  await page.getByLabel('Search orders').fill(first.toLowerCase())
  await page.getByRole('row').filter({ hasText: first }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: /^Order No\. \d+$/ })).toBeVisible()
  await expect(page.getByText(`Both sit in the third pew ${stamp}.`)).toBeVisible()
  await expect(page.getByText('Royal Mockery, Savage, Strong intensity')).toBeVisible()
  await expect(page.getByText('Reason: Snores through vespers.')).toBeVisible()
  await expect(page.getByText('Special instructions: Mention the bell.')).toBeVisible()
  await expect(page.getByText(`${second}, to the customer (Classic Scroll)`)).toBeVisible()
  await expect(page.getByRole('heading', { name: `Scroll 1: ${first}` })).toBeVisible()
  await expect(page.getByRole('heading', { name: `Scroll 2: ${second}` })).toBeVisible()
})

test('staff find an order by its customer’s name, as they know it, in any case', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36)
  const customerName = `Harriet Jane Quibble${stamp}`
  const target = `Lord Overlooked ${stamp}`
  await paidOrder(browser, {
    customerName,
    targetName: target,
    recipientEmail: `quibble-${stamp}@example.test`,
  })

  await signInAsAdmin(page, '/admin/orders')
  const search = page.getByLabel('Search orders')
  const row = page.getByRole('row').filter({ hasText: target })
  // a first name and the start of the surname, the middle name left out
  await search.fill(`harriet QUIBBLE${stamp.slice(0, -2)}`)
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(customerName)
  // the surname alone
  await search.fill(`quibble${stamp}`)
  await expect(row).toHaveCount(1)
  // the customer's first name with the target's surname names nobody
  await search.fill(`harriet overlooked ${stamp}`)
  await expect(page.getByText(`Nothing matches “harriet overlooked ${stamp}”.`)).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('staff find an order, rewrite its scroll, preview it, and send it again once', async ({
  page,
  browser,
}) => {
  // two fulfilments of one order (paid, then corrected and sent again, behind the other tests' scrolls in
  // the queue) and a back-office session
  test.setTimeout(90_000)
  const stamp = Date.now().toString(36)
  const target = `Baron Misspelt ${stamp}`
  const recipient = `baron-${stamp}@example.test`
  await paidOrder(browser, { targetName: target, recipientEmail: recipient })
  await waitForOutboxMail(new RegExp(`To: ${recipient}`))

  await signInAsAdmin(page, '/admin/orders')
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  await page.getByLabel('Search orders').fill(target.toLowerCase())
  const row = page.getByRole('row').filter({ hasText: target })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Completed')
  await page.getByLabel('Status').selectOption('Failed')
  await expect(page.getByText(`Nothing matches “${target.toLowerCase()}”.`)).toBeVisible()
  await page.getByLabel('Status').selectOption('Completed')
  await expect(row).toHaveCount(1)

  await row.getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: /^Order No\. \d+$/ })).toBeVisible()
  await expect(page.getByText('Written by the scribe engine', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Revision 1, sealed /)).toBeVisible()
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'critical' || v.impact === 'serious',
    ),
  ).toEqual([])

  await page.getByRole('button', { name: 'Edit Text' }).click()
  await page.getByLabel('Title').fill('')
  await page.getByRole('button', { name: 'Save and Send Again' }).click()
  await expect(page.getByText('The title is required')).toBeVisible()
  await page.getByLabel('Title').fill(`A Corrected Proclamation ${stamp}`)

  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Preview PDF' }).click()
  await (await popup).close()

  await page.getByLabel('Tell the customer that a corrected copy went out').check()
  await page.getByRole('button', { name: 'Save and Send Again' }).click()
  await expect(page.getByText('Revision 2 saved; a corrected copy is being sealed and sent')).toBeVisible()
  // this order's revision 2: other tests send second revisions of their own
  const resent = await waitForOutboxMail(
    new RegExp(`^(?=[\\s\\S]*^To: ${recipient}\\s*$)(?=[\\s\\S]*Message-ID:\\s*<scroll-[0-9a-f-]+-r2@)`, 'm'),
    50_000,
  )
  expect(resent).toContain(recipient)
  // the recipient is told it is a corrected copy, and the customer, as staff ticked, that it went
  const words = (text: string) => text.split(' ').join('\\s+')
  expect(resent).toMatch(new RegExp(`Subject:\\s+${words(`A corrected copy of thy scroll, ${target}`)}`))
  expect(resent).not.toContain('delivers each one once')
  await waitForOutboxMail(
    new RegExp(`Subject:\\s+${words(`A corrected copy of thy scroll went to ${target}`)}`),
  )
  await expect(page.getByText('Edited by staff', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Revision 2, /)).toBeVisible()
  await expect(page.getByText(/rewritten: revision 2; the customer is told/)).toBeVisible()

  await page.getByLabel('Add a note').fill('Corrected the title at the customer’s request.')
  await page.getByRole('button', { name: 'Add Note' }).click()
  await expect(page.getByText('Corrected the title at the customer’s request.')).toBeVisible()
})

test('an admin refunds part of an order with a reason, then the rest: the history and the customer’s letters say how much and why', async ({
  page,
  browser,
}) => {
  // two refunds, each with its letter, on top of the order's own fulfilment
  test.setTimeout(90_000)
  const stamp = Date.now().toString(36)
  const customerEmail = `refund-${stamp}@example.test`
  const target = `Lord Refundable ${stamp}`
  const slug = `sir-refund-${stamp}`
  await signInAsAdmin(page, '/admin/orders')
  const origin = new URL(page.url()).origin
  const partner = await page.request.post('/api/staff/partners', {
    data: { name: `Sir Refund ${stamp}`, slug },
    headers: { origin },
  })
  expect(partner.status()).toBe(201)
  await paidOrder(browser, { targetName: target, customerEmail, partnerRef: slug })

  await page.getByLabel('Search orders').fill(customerEmail)
  await page.getByRole('row').filter({ hasText: target }).getByRole('link').first().click()
  await expect(page.getByText(/^\$[\d.]+, pending$/)).toBeVisible()
  const total = (await page.getByText(/^\$[\d.]+ through the test checkout/).textContent())?.match(
    /^\$([\d.]+)/,
  )?.[1]
  if (!total) throw new Error('no payment shown')
  const rest = `$${(Number(total) - 5).toFixed(2)}`

  // the refund is no red button at the head of the order: it waits at the foot of the payment's card
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
  await expect(header.getByRole('link', { name: 'All Orders' })).toBeVisible()
  await expect(header.getByRole('button', { name: /Refund/ })).toHaveCount(0)
  const paymentCard = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Payment and Partner' }) })
  await paymentCard.getByRole('button', { name: 'Refund', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: /^Refund Order No\. \d+$/ })
  await expect(dialog.getByLabel(`In full: $${total}`)).toBeChecked()
  expect(
    (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
      (v) => v.impact === 'critical' || v.impact === 'serious',
    ),
  ).toEqual([])

  await dialog.getByLabel('Part of it').check()
  await dialog.getByLabel(/^Amount to refund/).fill('900')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog.getByText(`At most $${total} is left to refund.`)).toBeVisible()
  await expect(dialog.getByText('Give the reason: the customer reads it in their email.')).toBeVisible()
  await dialog.getByLabel(/^Amount to refund/).fill('5')
  await dialog.getByLabel(/^Reason/).fill('The raven was two days late.')
  await dialog.getByRole('button', { name: 'Refund $5.00' }).click()
  await expect(page.getByText('Refunded $5.00; the customer is told by email')).toBeVisible()
  await expect(dialog).toHaveCount(0)

  // the order stands, with what came back and why on its history, and the partner keeps the commission
  await expect(page.getByText(`$5.00 of $${total}`, { exact: true })).toBeVisible()
  await expect(
    page.getByText(`refunded $5.00 of $${total}. Reason: The raven was two days late.`),
  ).toBeVisible()
  await expect(page.getByText(/^\$[\d.]+, pending$/)).toBeVisible()

  await paymentCard.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog.getByLabel(`All that is left: ${rest}`)).toBeChecked()
  await dialog.getByLabel(/^Reason/).fill('The scroll never reached him after all.')
  await dialog.getByRole('button', { name: `Refund ${rest}` }).click()
  await expect(page.getByText('Refunded the rest; the customer is told by email')).toBeVisible()
  await expect(paymentCard.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0)
  await expect(
    page.getByText(
      `refunded the remaining ${rest} ($${total} in all). Reason: The scroll never reached him after all.`,
    ),
  ).toBeVisible()
  await expect(page.getByText(/^\$[\d.]+, voided$/)).toBeVisible()

  // the customer's letters, read in the Outbox as staff read them: how much, of what, and why
  await waitForOutboxMail(new RegExp(`To: ${customerEmail}[\\s\\S]*Part of thy order`))
  await waitForOutboxMail(new RegExp(`To: ${customerEmail}[\\s\\S]*Thy order #[0-9A-F]+ is refunded`))
  await page.goto('/admin/outbox')
  await page.getByLabel('Search recipient or subject').fill(customerEmail)
  const letter = page.getByRole('row').filter({ hasText: 'Part of thy order', has: page.getByRole('link') })
  await letter.getByRole('link').click()
  const text = page.getByRole('region', { name: 'Text' })
  await expect(text).toContainText(`The scribes have refunded $5.00 of the $${total} thou didst pay`)
  await expect(text).toContainText('The scribes’ reason: “The raven was two days late.”')
})

test('the welcome screen counts what needs attention and links to the filtered list', async ({ page }) => {
  await signInAsAdmin(page, '/admin')
  await expect(page.getByRole('heading', { name: 'Needs Attention' })).toBeVisible()
  await page.getByRole('link', { name: /Failed orders/ }).click()
  await expect(page).toHaveURL(/\/admin\/orders\?status=failed$/)
  await expect(page.getByLabel('Status')).toHaveValue('failed')
  await page.goto('/admin')
  await page.getByRole('link', { name: /Unread in the inbox/ }).click()
  await expect(page).toHaveURL(/\/admin\/inbox\?state=unread$/)
})

test('an order whose email failed is retried from the step it stopped at', async ({ page, browser }) => {
  // an order that fails twice, then is sent: three fulfilment runs in one test
  test.setTimeout(90_000)
  const stamp = Date.now().toString(36)
  const target = `Sir Unsendable ${stamp}`
  const recipient = `unsendable-${stamp}@example.test`
  await signInAsAdmin(page, '/admin/orders?status=failed')
  // the dev outbox cannot write while a file stands where its folder belongs: every send fails
  const outboxDir = shopOutboxDir()
  await rename(outboxDir, `${outboxDir}-aside`).catch(() => undefined)
  await writeFile(outboxDir, 'not a folder')
  try {
    await paidOrder(browser, { targetName: target, recipientEmail: recipient })
    // the shop's browser tests retry a step once (FULFILMENT_RETRIES=1), then the order fails
    await expect
      .poll(
        async () => {
          const reply = await page.request.get(
            `/api/staff/orders?status=failed&search=${encodeURIComponent(target)}`,
          )
          return ((await reply.json()) as { total: number }).total
        },
        { timeout: 60_000 },
      )
      .toBe(1)
  } finally {
    await rm(outboxDir, { force: true })
    await rename(`${outboxDir}-aside`, outboxDir).catch(() => mkdir(outboxDir, { recursive: true }))
  }
  await page.getByLabel('Failed at').selectOption('emailing the scroll')
  await page.getByLabel('Search orders').fill(target)
  await expect(
    page.getByRole('button', { name: /^Retry all \d+ failed at emailing the scroll$/ }),
  ).toBeVisible()
  await page.getByRole('row').filter({ hasText: target }).getByRole('link').first().click()
  await expect(page.getByRole('alert').filter({ hasText: 'Stopped while emailing the scroll' })).toBeVisible()
  await page.getByRole('button', { name: 'Retry', exact: true }).click()
  await expect(page.getByText('Fulfilment started again from the failed step')).toBeVisible()
  await waitForOutboxMail(new RegExp(`To: ${recipient}`))
  await expect(async () => {
    await page.reload()
    await expect(page.getByText('Completed').first()).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByText(/retried from the email step/)).toBeVisible()
})
