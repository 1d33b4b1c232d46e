import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { bundles } from '../src/domain/catalog-bundles'
import { formatCents } from '../src/domain/money'
import { bundleRequest, classicRequest, cursedRequest } from '../src/domain/order-request.fixtures'
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
  // the checkout sends the customer on to the order's own page once the payment is recorded
  await page.waitForURL((address) => !address.pathname.startsWith('/test-checkout/'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
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

/** The cells of the daily table's newest row (today), by their column's heading. */
async function todayRow(page: Page): Promise<Record<string, string>> {
  const table = page.getByRole('table', { name: 'Daily Breakdown (Last 30 Days)' })
  // the table shows once the figures have come: read it then, not while the screen still loads them
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toBeVisible()
  const headings = await table.getByRole('columnheader').allInnerTexts()
  const cells = await table.getByRole('row').nth(1).getByRole('cell').allInnerTexts()
  return Object.fromEntries(
    headings.map((heading, index) => [heading.replace(/\s+/g, ' ').trim(), cells[index] ?? '']),
  )
}

test('a bundle counts under Bundles, and the last 30 days are told in figures', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInAsAdmin(page, '/admin/analytics')
  const before = await todayRow(page)

  const customer = await browser.newPage()
  await buyThroughCheckout(customer, bundleRequest({ yourEmail: 'arsenal@example.com' }))
  await customer.close()
  await page.reload()
  const after = await todayRow(page)
  // The Starter Arsenal holds Classic Scrolls, and counts once, as a bundle
  expect(bundles.starter.scrollType).toBe('light-rant')
  expect(Number(after.Bundles)).toBe(Number(before.Bundles) + 1)
  expect(after['Classic Scroll']).toBe(before['Classic Scroll'])

  const glance = page.getByRole('region', { name: 'The Last 30 Days at a Glance' })
  const figure = (label: string) => glance.getByRole('term').filter({ hasText: label }).locator('..')
  const money = /^\$\d+\.\d{2}$/
  await expect(figure('Revenue against the 30 days before').locator('dd').first()).toHaveText(
    /^(None before|No change|[+−]\d+%)$/,
  )
  await expect(figure('Orders against the 30 days before').locator('dd').first()).toHaveText(
    /^(None before|No change|[+−]\d+%)$/,
  )
  await expect(figure('Orders through partners').locator('dd').first()).toHaveText(/^\d+%$/)
  await expect(figure('Refunds').locator('dd').first()).toHaveText(money)
  await expect(figure('Refunds').locator('dd').nth(1)).toHaveText(/refund/)

  // the best day is the row of the daily table with the most revenue
  const table = page.getByRole('table', { name: 'Daily Breakdown (Last 30 Days)' })
  const revenues = (await table.getByRole('row').locator('td:last-child').allInnerTexts()).map((text) =>
    Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100),
  )
  await expect(figure('Best day').locator('dd').first()).toHaveText(formatCents(Math.max(...revenues)))

  // on a desktop screen the table fits its card; on a phone it scrolls inside it, and the page does not
  const fits = await table.evaluate((element) => {
    const card = element.closest('section') as HTMLElement
    return { table: element.scrollWidth, card: card.clientWidth }
  })
  expect(fits.table).toBeLessThanOrEqual(fits.card)
  // and it fits without breaking a date over two lines
  const date = table.getByRole('row').nth(1).getByRole('cell').first().locator('span')
  expect(await date.evaluate((span) => span.getClientRects().length)).toBe(1)
  await page.setViewportSize({ width: 390, height: 844 })
  // once the layout has settled on the phone's width (the sidebar folds away), nothing is wider than it
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const phone = await table.evaluate((element) => {
    const scroller = element.parentElement as HTMLElement
    const card = element.closest('section') as HTMLElement
    return {
      scrolls: scroller.scrollWidth > scroller.clientWidth,
      cardRight: card.getBoundingClientRect().right,
    }
  })
  expect(phone.scrolls).toBe(true)
  expect(phone.cardRight).toBeLessThanOrEqual(390)
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
