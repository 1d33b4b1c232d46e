import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { classicRequest } from '../src/domain/order-request.fixtures'
import { signInAsAdmin } from './support/staff'

const partnerRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })

test('staff add, edit and deactivate a partner; its page and code stop working at once', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const stamp = Date.now().toString(36)
  const slug = `lady-quill-${stamp}`
  const code = `QUILL${stamp.toUpperCase()}`
  await signInAsAdmin(page, '/internal/partners')
  await expect(page.getByRole('heading', { name: 'Partner Management', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Analytics' })).toBeVisible()

  await page.getByRole('button', { name: 'Add Partner' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Partner' })
  await expect(dialog.getByLabel('Payout Percentage')).toHaveValue('40')
  await dialog.getByLabel('Partner Name').fill('Lady Quill')
  await dialog.getByLabel('Slug (URL identifier)').fill('Not A Slug!')
  await dialog.getByRole('button', { name: 'Create Partner' }).click()
  await expect(dialog.getByText(/Slug/).last()).toBeVisible()
  await dialog.getByLabel('Slug (URL identifier)').fill(slug)
  await dialog.getByLabel('Discount Code (optional)').fill(code)
  await dialog.getByRole('button', { name: 'Create Partner' }).click()
  await expect(page.getByText('Partner created successfully')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(partnerRow(page, 'Lady Quill')).toContainText('Active')

  // a second partner may not take the same slug
  await page.getByRole('button', { name: 'Add Partner' }).click()
  const again = page.getByRole('dialog', { name: 'Add New Partner' })
  await again.getByLabel('Partner Name').fill('Lady Quill the Second')
  await again.getByLabel('Slug (URL identifier)').fill(slug)
  await again.getByRole('button', { name: 'Create Partner' }).click()
  await expect(again.locator('.field-error')).toBeVisible()
  await again.getByRole('button', { name: 'Cancel' }).click()

  await partnerRow(page, 'Lady Quill').getByRole('button', { name: 'Copy Link of Lady Quill' }).click()
  await expect(page.getByText('Partner link copied to clipboard!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `http://127.0.0.1:${new URL(page.url()).port}/r/${slug}`,
  )

  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations).toEqual([])

  const visitor = await browser.newPage()
  expect((await visitor.goto(`/p/${slug}`))?.status()).toBe(200)
  const check = () => visitor.request.post('/api/discount-codes/check', { data: { code } })
  expect((await check()).status()).toBe(200)

  await partnerRow(page, 'Lady Quill').getByRole('button', { name: 'Edit Lady Quill' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Partner' })
  await edit.getByRole('switch', { name: 'Active' }).click()
  await edit.getByRole('button', { name: 'Update Partner' }).click()
  await expect(page.getByText('Partner updated successfully')).toBeVisible()
  await expect(partnerRow(page, 'Lady Quill')).toContainText('Inactive')

  await visitor.goto(`/p/${slug}`)
  await expect(visitor.getByText('Oops! Page not found')).toBeVisible()
  expect((await check()).status()).not.toBe(200)
  await visitor.close()
})

test('partner analytics show a partner’s paid orders and the payouts', async ({ page, browser }) => {
  const stamp = Date.now().toString(36)
  await signInAsAdmin(page, '/admin/partners')
  await page.getByRole('button', { name: 'Add Partner' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Partner' })
  await dialog.getByLabel('Partner Name').fill(`Sir Ledger ${stamp}`)
  await dialog.getByLabel('Slug (URL identifier)').fill(`sir-ledger-${stamp}`)
  await dialog.getByRole('button', { name: 'Create Partner' }).click()
  await expect(page.getByText('Partner created successfully')).toBeVisible()

  // a customer arrives through the partner and pays on the shop's checkout
  const customer = await browser.newPage()
  const created = await customer.request.post('/api/payments', {
    data: classicRequest({ partnerRef: `sir-ledger-${stamp}`, customerEmail: `buyer-${stamp}@example.test` }),
  })
  expect(created.status()).toBe(201)
  await customer.goto(new URL(((await created.json()) as { url: string }).url).pathname)
  await customer.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(customer.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  await customer.close()

  await page.goto('/admin/partner-analytics')
  await expect(page.getByRole('heading', { name: 'Partner Analytics', level: 1 })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: `Sir Ledger ${stamp}` })
  // the browser tests' shop holds no commission back (COMMISSION_HOLD_DAYS=0): it is due at once
  await expect(row).toContainText('0 pending')
  await expect(row.getByRole('cell').filter({ hasText: /^1 · \$\d+\.\d{2}$/ })).toBeVisible()
  await expect(row.getByRole('link', { name: /View Link/ })).toHaveAttribute('href', `/r/sir-ledger-${stamp}`)
  const recent = page.getByRole('region', { name: `Recent orders of Sir Ledger ${stamp}` })
  await expect(recent).toContainText(`buyer-${stamp}@example.test`)
  await row.getByRole('link', { name: `Ledger of Sir Ledger ${stamp}` }).click()
  await expect(page.getByRole('heading', { name: `Ledger of Sir Ledger ${stamp}` })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Commission' })).toContainText('Due')
})

test('the slug follows the partner’s name until typed; the list is newest first; each action says what it does', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const first = `Abbot Crumb ${stamp}`
  const second = `Baroness Älva ${stamp}`
  await signInAsAdmin(page, '/internal/partners')

  await page.getByRole('button', { name: 'Add Partner' }).click()
  let dialog = page.getByRole('dialog', { name: 'Add New Partner' })
  const name = dialog.getByLabel('Partner Name')
  const slug = dialog.getByLabel('Slug (URL identifier)')
  await name.pressSequentially('Abbot Crumb')
  await expect(slug).toHaveValue('abbot-crumb')
  await name.pressSequentially(` ${stamp}`)
  await expect(slug).toHaveValue(`abbot-crumb-${stamp}`)
  await dialog.getByRole('button', { name: 'Create Partner' }).click()
  await expect(page.getByText('Partner created successfully')).toBeVisible()
  await expect(dialog).toHaveCount(0)

  // a slug typed by hand stays when the name changes after it
  await page.getByRole('button', { name: 'Add Partner' }).click()
  dialog = page.getByRole('dialog', { name: 'Add New Partner' })
  await dialog.getByLabel('Partner Name').fill('Baroness Älva')
  await expect(dialog.getByLabel('Slug (URL identifier)')).toHaveValue('baroness-alva')
  await dialog.getByLabel('Slug (URL identifier)').fill(`lady-alva-${stamp}`)
  await dialog.getByLabel('Partner Name').fill(second)
  await expect(dialog.getByLabel('Slug (URL identifier)')).toHaveValue(`lady-alva-${stamp}`)
  await dialog.getByRole('button', { name: 'Create Partner' }).click()
  await expect(dialog).toHaveCount(0)
  // the first partner's toast may still be showing beside this one's
  await expect(page.getByText('Partner created successfully').last()).toBeVisible()

  // the server's order: the newest first; a heading sorts by its column
  await page.reload()
  await page.getByLabel('Search partners').fill(stamp)
  const names = page.locator('tbody tr td:first-child')
  await expect(names).toHaveText([second, first])
  await page.getByRole('button', { name: 'Name', exact: true }).click()
  await expect(names).toHaveText([first, second])

  // every action names itself in words, beside its icon
  const row = page.getByRole('row').filter({ hasText: first })
  for (const [role, text, accessibleName] of [
    ['button', 'Edit', `Edit ${first}`],
    ['link', 'Ledger', `Ledger of ${first}`],
    ['button', 'Copy Link', `Copy Link of ${first}`],
    ['button', 'Payment Link', `Payment Link of ${first} (none yet)`],
  ] as const) {
    const action = row.getByRole(role, { name: accessibleName, exact: true })
    await expect(action).toBeVisible()
    await expect(action.getByText(text, { exact: true })).toBeVisible()
  }
})
