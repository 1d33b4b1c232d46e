import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { formatCents } from '../src/domain/money'
import { classicRequest, cursedRequest } from '../src/domain/order-request.fixtures'
import { signInAsAdmin } from './support/staff'

/** Places an order and pays it on the shop's test checkout page, as a customer does; answers its total. */
async function buyThroughCheckout(page: Page, order: object): Promise<number> {
  const created = await page.request.post('/api/payments', { data: order })
  expect(created.status()).toBe(201)
  const { url } = (await created.json()) as { url: string }
  await page.goto(new URL(url).pathname)
  const pay = page.getByRole('button', { name: /^Pay \$/ })
  const amount = Math.round(Number((await pay.textContent())?.replace(/[^0-9.]/g, '')) * 100)
  await pay.click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  return amount
}

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })

test('business analytics count the orders paid through checkout', async ({ page, browser }) => {
  await signInAsAdmin(page, '/admin/analytics')
  await expect(page.getByRole('heading', { name: 'Business Analytics', level: 1 })).toBeVisible()
  const ordersBefore = Number(await card(page, 'Total Orders').locator('p').first().textContent())
  const revenueBefore = Math.round(
    Number((await card(page, 'Total Revenue').locator('p').first().textContent())?.replace(/[^0-9.]/g, '')) *
      100,
  )

  const customer = await browser.newPage()
  const paid =
    (await buyThroughCheckout(customer, classicRequest({ targetName: 'Lord Tally' }))) +
    (await buyThroughCheckout(customer, cursedRequest({ targetName: 'Lady Ledger' })))
  // an order left unpaid counts nowhere
  expect((await customer.request.post('/api/payments', { data: classicRequest() })).status()).toBe(201)
  await customer.close()

  await page.reload()
  await expect(card(page, 'Total Orders').locator('p').first()).toHaveText(String(ordersBefore + 2))
  await expect(card(page, 'Total Revenue').locator('p').first()).toHaveText(formatCents(revenueBefore + paid))
  await expect(page.getByRole('heading', { name: 'Daily Breakdown (Last 30 Days)' })).toBeVisible()
  await expect(page.getByRole('img', { name: /Daily revenue, last 30 days/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Business Insights' })).toBeVisible()
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations).toEqual([])
})

test('the standalone analytics routes show the same screen', async ({ page }) => {
  await signInAsAdmin(page, '/admin-analytics')
  await expect(page.getByRole('heading', { name: 'Business Analytics', level: 1 })).toBeVisible()
  await page.goto('/internal/admin-analytics')
  await expect(page.getByRole('heading', { name: 'Business Analytics', level: 1 })).toBeVisible()
})

test('missing pages are listed with their visits', async ({ page }) => {
  const path = `/no-such-scroll-${Date.now()}`
  await page.goto(path)
  await page.goto(path)
  await signInAsAdmin(page, '/admin/missing-pages')
  await page.getByLabel('Search paths').fill(path)
  const row = page.getByRole('row').filter({ hasText: path })
  await expect(row.getByRole('cell').nth(1)).toHaveText('2')
})
