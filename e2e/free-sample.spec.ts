import { expect, test } from '@playwright/test'

test.describe('the free sample page', () => {
  test('hands out personalised samples until the daily limit is reached', async ({ page }) => {
    await page.goto('/free-sample')
    const counter = page.getByText(/^\d of 3 free samples left today$/)
    // the server counts per address and day; another spec of this run may already have taken some
    const usage = (await (await page.request.get('/api/free-samples/usage')).json()) as { remaining: number }
    await expect(counter).toHaveText(`${usage.remaining} of 3 free samples left today`)

    const stamp = Date.now().toString(36)
    await page.getByLabel(/^A Name to Roast/).fill(`Sir Gawain ${stamp}`)
    await page.getByLabel('A Royal Roast').check()
    for (let left = usage.remaining - 1; left >= 0; left -= 1) {
      await page.getByRole('button', { name: 'Reveal My Sample' }).click()
      await expect(counter).toHaveText(`${left} of 3 free samples left today`)
      await expect(page.locator('blockquote')).toContainText(`Sir Gawain ${stamp}`)
    }
    await expect(page.getByText('Daily Limit Reached').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reveal My Sample' })).toBeDisabled()

    // the server is the authority: a fresh visit without browser storage is still at the limit
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await expect(counter).toHaveText('0 of 3 free samples left today')
    await expect(page.getByRole('button', { name: 'Reveal My Sample' })).toBeDisabled()
    const refused = await page.request.post('/api/free-samples', { data: { name: 'Sneaky' } })
    expect(refused.status()).toBe(429)
  })

  test('a lightning-roast entry leads to its confirmation with the target', async ({ page }) => {
    await page.goto('/free-sample')
    await expect(
      page.getByText('Every Monday at noon we draw one entry for a free lightning roast.'),
    ).toBeVisible()
    await expect(page.getByText(/emailed to thee for free/)).toBeVisible()
    await expect(page.getByText('$12.99')).toHaveCount(0)
    await page.getByRole('button', { name: 'Enter the Drawing' }).click()
    await expect(page.getByText('Target name is required')).toBeVisible()

    await page.getByLabel(/^Thy Name/).fill('King Arthur')
    await page.getByLabel(/^Target Name/).fill('Cousin Mordred')
    await page.getByLabel(/^Thy Email/).fill('arthur@example.test')
    await page.getByRole('button', { name: 'Enter the Drawing' }).click()

    await expect(page).toHaveURL(/\/free-rant-confirmation$/)
    const main = page.locator('main')
    await expect(main).toContainText('Cousin Mordred')
    await expect(main).toContainText('arthur@example.test')
    await expect(main.getByRole('link', { name: 'Browse the Bundles' })).toHaveAttribute('href', '/bundles')
    await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    await main.getByRole('link', { name: 'Choose Thy Scroll' }).click()
    await expect(page).toHaveURL(/\/#choose-thy-scroll$/)
    await expect(page.locator('#choose-thy-scroll')).toBeInViewport()
  })

  test('the entry confirmation opened directly sends the visitor home', async ({ page }) => {
    await page.goto('/free-rant-confirmation')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('#choose-thy-scroll')).toBeAttached()
  })
})
