import { expect, test } from '@playwright/test'
import { waitForOutboxMail } from './support/outbox'

test.describe('the Love Me Scroll', () => {
  test('goes from the landing card to a paid test order shown on the test page at $10.00', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/')
    await page
      .locator('#choose-thy-scroll')
      .getByRole('link', { name: /^Order Now\W+Love Me Scroll$/ })
      .click()
    await expect(page).toHaveURL(/\/love-me-scroll-form$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Love Me Scroll' })).toBeVisible()

    const stamp = Date.now().toString(36)
    await page.getByLabel(/^Thy Name/).fill(`Rosalind ${stamp}`)
    await page.getByLabel(/^Thy Email/).fill(`rosalind-${stamp}@example.test`)
    await page.getByLabel(/^Their Name/).fill('Orlando')
    await page.getByLabel(/^The Situation/).fill('He hangs bad poems on every tree in the forest.')
    await page.getByLabel('Love Me Not').check()
    await page.getByLabel('Style').selectOption('poetic')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()

    // the payment page and the shop's test checkout, then back to the test result
    await expect(page).toHaveURL(/\/payment\?orderId=[0-9a-f-]{36}$/)
    await page.getByRole('button', { name: 'Pay $10.00' }).click()
    await expect(page).toHaveURL(/\/test-checkout\/test_cs_/)
    await page.getByRole('button', { name: 'Pay $10.00' }).click()
    await expect(page).toHaveURL(/\/test-confirmation\?orderId=[0-9a-f-]{36}&session_id=test_cs_/)

    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).not.toHaveText(/Verifying|Fetching|Awaits Payment/)
    await expect(main.getByRole('alert')).toHaveCount(0)
    await expect(main.getByRole('listitem').filter({ hasText: 'Payment received' })).toContainText('done')
    // the fulfilment job runs in the background; the page follows it until the order is completed
    await expect(main.getByText('Thy test scroll was generated, emailed and marked completed.')).toBeVisible({
      timeout: 45_000,
    })
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Thy Love Scroll Is Delivered')
    // no recipient email was given, so the sealed scroll went to the customer
    const mail = await waitForOutboxMail(new RegExp(`To: rosalind-${stamp}@example\\.test`))
    expect(mail).toContain('Orlando')
    await expect(main).toContainText('$10.00')
    await expect(main).toContainText('Orlando')
    await expect(main).toContainText(`Rosalind ${stamp}`)
    await expect(main.getByRole('link', { name: 'Try the Love Scroll Again' })).toHaveAttribute(
      'href',
      '/love-me-scroll-form',
    )
    await main.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('asks for the required fields before creating anything', async ({ page }) => {
    await page.goto('/love-me-scroll-form')
    await page.getByLabel(/^Thy Name/).fill('Rosalind')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible()
    await expect(page.getByLabel(/^The Situation/)).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/love-me-scroll-form$/)
  })

  test('the test page says so when it has no order to show', async ({ page }) => {
    await page.goto('/test-confirmation')
    await expect(page.getByRole('heading', { level: 1, name: 'Test Scroll Not Found' })).toBeVisible()
    await page.goto('/test-confirmation?orderId=00000000-0000-4000-8000-000000000000')
    await expect(page.getByRole('heading', { level: 1, name: 'Test Scroll Not Found' })).toBeVisible()
  })
})
