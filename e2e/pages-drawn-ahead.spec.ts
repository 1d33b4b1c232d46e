import { expect, test } from '@playwright/test'
import { prerenderedPaths } from '../src/domain/prerendered-pages'

const headings: Record<(typeof prerenderedPaths)[number], string> = {
  '/': 'Scrolls of Fury',
  '/bundles': 'Stock Thy Arsenal',
  '/light-rant-form': 'Classic Scroll',
  '/scroll-of-fury-form': 'Cursed Scroll',
  '/eternal-scroll-form': 'Eternal Scroll',
  '/auth': 'Enter the Realm',
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

    // the sign-in page answers its tabs, as only a page the app has taken over does
    await page.goto('/auth', { waitUntil: 'networkidle' })
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
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
