import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { cursedRequest } from '../src/domain/order-request.fixtures'
import { waitForOutboxMail } from './support/outbox'
import { fillScrollForm } from './support/scroll-form'
import { shopOutboxDir } from './support/shop-data'
import { signInAsAdmin } from './support/staff'

// a lone phone number, with nothing menacing beside it: the screen holds the order for a person to read
// (doxxing.phone) but does not refuse it at checkout
const borderline = {
  approved: 'Call me on 07700 900123 and we shall settle the matter of the lawnmower.',
  refused: 'He owes me a lawnmower; ring 07700 900123 to arrange its return.',
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A customer orders and pays in a browser of their own; the confirmation says a scribe reads it first. */
async function paidHeldOrder(browser: Browser, overrides: Record<string, unknown>) {
  const customer = await browser.newPage()
  const created = await customer.request.post('/api/payments', { data: cursedRequest(overrides) })
  expect(created.status()).toBe(201)
  await customer.goto(new URL(((await created.json()) as { url: string }).url).pathname)
  await customer.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(customer.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await expect(customer.getByText(/one of our scribes reads it by hand before it is sealed/)).toBeVisible()
  await expect(customer.getByText(/delivery time counts from the approval/)).toBeVisible()
  await customer.close()
}

/** Waits until the shop has written the order's scroll and held it for review. */
async function waitUntilHeld(page: Page, customerEmail: string) {
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(
          `/api/staff/orders?status=held&search=${encodeURIComponent(customerEmail)}`,
        )
        return ((await reply.json()) as { total: number }).total
      },
      { timeout: 30_000 },
    )
    .toBe(1)
}

/** Whether any message in the dev outbox went to `address`. */
async function outboxHasMailTo(address: string) {
  const dir = shopOutboxDir()
  for (const file of await readdir(dir).catch(() => [])) {
    if ((await readFile(path.join(dir, file), 'utf8')).includes(`To: ${address}`)) return true
  }
  return false
}

test('a threat typed on the form is refused before payment, under its field, naming the rule', async ({
  page,
}) => {
  await page.goto('/light-rant-form')
  await fillScrollForm(page, { style: 'Petty', target: 'My Neighbour Gregory' })
  await page.getByLabel('The Grievance').fill('I know where you live and I will burn your house down at 3am')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  const grievance = page.getByLabel('The Grievance')
  await expect(grievance).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText("The Scribes' Code forbids this: no threats of real harm.")).toBeVisible()
  // nothing was charged: the customer never left for a checkout
  await expect(page).toHaveURL(/\/light-rant-form$/)
})

test('a borderline order is held, read under "Needs review", edited, approved and then delivered', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now().toString(36)
  const target = `Sir Lawnmower ${stamp}`
  const recipient = `held-${stamp}@example.test`
  const customerEmail = `held-buyer-${stamp}@example.test`
  await paidHeldOrder(browser, {
    targetName: target,
    recipientEmail: recipient,
    customerEmail,
    grievance: borderline.approved,
  })

  await signInAsAdmin(page, '/admin')
  await waitUntilHeld(page, customerEmail)
  // the customer is told a scribe is reading it; the recipient gets nothing yet
  await waitForOutboxMail(new RegExp(`To: ${escaped(customerEmail)}[\\s\\S]*A scribe is reading thy order`))
  expect(await outboxHasMailTo(recipient)).toBe(false)

  await page.reload()
  const count = page.getByRole('link', { name: /Needs review/ })
  await expect(count).toContainText(/^[1-9]/)
  await count.click()
  await expect(page).toHaveURL(/\/admin\/orders\?status=held$/)
  await expect(page.getByLabel('Status')).toHaveValue('held')
  await page.getByLabel('Search orders').fill(target.toLowerCase())
  const row = page.getByRole('row').filter({ hasText: target })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Needs review')
  await row.getByRole('link').first().click()

  const panel = page.getByRole('region', { name: 'Needs review' })
  await expect(panel).toContainText(
    'Why it was held: grievance: No addresses, phone numbers or “I know where you live”',
  )
  await expect(panel.getByRole('list', { name: 'What the screen found' })).toContainText('doxxing.phone')
  await expect(panel).toContainText('Nothing is sealed or sent until someone approves it.')
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'critical' || v.impact === 'serious',
    ),
  ).toEqual([])

  // edit then approve: the new text is kept for the approval, nothing is sent on saving
  await page.getByRole('button', { name: 'Edit Text' }).click()
  await page.getByLabel('Title').fill(`A Lawnmower Reckoning ${stamp}`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Revision 2 saved')).toBeVisible()
  await expect(page.getByText('Edited by staff', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Revision 2, /)).toBeVisible()
  await expect(panel).toBeVisible()
  expect(await outboxHasMailTo(recipient)).toBe(false)

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toMatch(
      /^Approve order No\. \d+\? Its scrolls are sealed and sent as they read now\.$/,
    )
    void dialog.accept()
  })
  await panel.getByRole('button', { name: 'Approve and Send' }).click()
  await expect(page.getByText('Approved; the scrolls are being sealed and sent')).toBeVisible()
  await expect(panel).toHaveCount(0)

  // the edited revision goes out to the recipient, and the order completes
  const delivered = await waitForOutboxMail(
    new RegExp(`^(?=[\\s\\S]*To: ${escaped(recipient)})(?=[\\s\\S]*<scroll-[0-9a-f-]+-r2@)`),
  )
  expect(delivered).toContain(`To: ${recipient}`)
  await expect(async () => {
    await page.reload()
    await expect(page.getByText('Completed').first()).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByText(/approved after review/)).toBeVisible()
})

test('a held order refused under a rule of the Code is refunded, and the letter names the rule', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now().toString(36)
  const target = `Lady Borrower ${stamp}`
  const recipient = `refused-${stamp}@example.test`
  const customerEmail = `refused-buyer-${stamp}@example.test`
  await paidHeldOrder(browser, {
    targetName: target,
    recipientEmail: recipient,
    customerEmail,
    grievance: borderline.refused,
  })

  await signInAsAdmin(page, '/admin/orders?status=held')
  await waitUntilHeld(page, customerEmail)
  await page.getByLabel('Search orders').fill(customerEmail)
  await page.getByRole('row').filter({ hasText: target }).getByRole('link').first().click()
  const panel = page.getByRole('region', { name: 'Needs review' })
  await expect(panel).toBeVisible()

  await panel.getByRole('button', { name: 'Refuse and Refund' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refuse and Refund' })
  // the rule the screen named is chosen to start with
  await expect(dialog.getByRole('radio', { name: /No addresses, phone numbers/ })).toBeChecked()
  expect(
    (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
      (v) => v.impact === 'critical' || v.impact === 'serious',
    ),
  ).toEqual([])
  page.once('dialog', (confirmation) => {
    expect(confirmation.message()).toContain('under “No addresses, phone numbers or “I know where you live””')
    void confirmation.accept()
  })
  await dialog.getByRole('button', { name: 'Refuse and Refund' }).click()
  await expect(page.getByText('Refused and refunded in full; the customer is told by email')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(panel).toHaveCount(0)
  await expect(page.getByText(/refused under the Scribes' Code/)).toBeVisible()

  // the customer's letter, read in the Outbox as staff read it, names the rule; the recipient got nothing
  await waitForOutboxMail(new RegExp(`To: ${escaped(customerEmail)}[\\s\\S]*is refunded`))
  expect(await outboxHasMailTo(recipient)).toBe(false)
  await page.goto('/admin/outbox')
  await page.getByLabel('Search recipient or subject').fill(customerEmail)
  const letter = page.getByRole('row').filter({ hasText: 'is refunded', has: page.getByRole('link') })
  await expect(letter).toHaveCount(1)
  await letter.getByRole('link').click()
  const text = page.getByRole('region', { name: 'Text' })
  await expect(text).toContainText('A scribe read thy')
  await expect(text).toContainText('no addresses, phone numbers or “I know where you live”')
  await expect(text).toContainText('Nothing was sent to anyone')
})
