import { expect, test } from '@playwright/test'
import { prerenderedPaths } from '../src/domain/prerendered-pages'

const headings: Record<(typeof prerenderedPaths)[number], string> = {
  '/': 'Scrolls of Fury',
  '/bundles': 'Stock Thy Arsenal',
}

test.describe('pages the build draws ahead (decision 071)', () => {
  test('show their page before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const path of prerenderedPaths) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(headings[path])
    }
    await context.close()
  })

  test('are taken over by the app without a mismatch, and work', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    for (const path of prerenderedPaths) {
      await page.goto(path, { waitUntil: 'networkidle' })
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(headings[path])
    }
    expect(problems).toEqual([])

    // the home page answers its gallery button, as only a page the app has taken over does
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Enter the Gallery' }).click()
    await expect(page.getByRole('dialog', { name: 'Gallery of Fury' })).toBeVisible()
  })

  test('an order form still offers the partner code a visitor applied earlier', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('partner_discount_code', 'ROAST10'))
    await page.goto('/light-rant-form', { waitUntil: 'networkidle' })
    await expect(page.getByLabel('Discount Code')).toHaveValue('ROAST10')
  })

  test('an address with a query is drawn by the app alone', async ({ request }) => {
    const bare = await (await request.get('/bundles')).text()
    expect(bare).toContain('Stock Thy Arsenal')
    const withQuery = await (await request.get('/bundles?from=newsletter')).text()
    expect(withQuery).toContain('<div id="root"></div>')
  })
})
