import { expect, test } from '@playwright/test'
import { waitForOutboxMail } from './support/outbox'

test.describe('the Love Me Scroll', () => {
  test('goes from the landing card through its review and payment to its confirmation at $10.00', async ({
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

    // the review step and the shop's test checkout, then back to the result page
    await expect(page).toHaveURL(/\/payment\?orderId=[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(page).toHaveURL(/\/test-checkout\/test_cs_/)
    await page.getByRole('button', { name: 'Pay $10.00' }).click()
    await expect(page).toHaveURL(/\/test-confirmation\?orderId=[0-9a-f-]{36}&session_id=test_cs_/)

    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!')
    await expect(main.getByRole('alert')).toHaveCount(0)
    await expect(main.getByRole('listitem').filter({ hasText: 'Payment received' })).toContainText('done')
    // the fulfilment job runs in the background; the page follows it until the order is completed
    await expect(main.getByText(/^Delivered: sealed and emailed/)).toBeVisible({
      timeout: 45_000,
    })
    await expect(main.getByRole('listitem').filter({ hasText: 'Receipt sent' })).toContainText('done')
    // a real order, paid for: nothing calls it a test
    await expect(main).not.toContainText(/\btest\b/i)
    // no recipient email was given, so the sealed scroll went to the customer
    const mail = await waitForOutboxMail(new RegExp(`To: rosalind-${stamp}@example\\.test`))
    expect(mail).toContain('Orlando')
    await expect(main).toContainText('$10.00')
    await expect(main).toContainText('Orlando')
    await expect(main).toContainText(`Rosalind ${stamp}`)
    await expect(main.getByRole('link', { name: 'Order Another Love Scroll' })).toHaveAttribute(
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

  test('takes a partner’s code off its price, on the form and in the review', async ({ page }) => {
    await page.goto('/love-me-scroll-form')
    const total = page.getByRole('status', { name: 'Total' })
    await expect(total).toHaveText('$10.00')
    await page.getByLabel(/^Thy Name/).fill('Rosalind')
    await page.getByLabel(/^Thy Email/).fill('rosalind@example.test')
    await page.getByLabel(/^Their Name/).fill('Orlando Discounted')
    await page.getByLabel(/^The Situation/).fill('He hangs bad poems on every tree in the forest.')
    const code = page.getByLabel('Discount Code')
    await code.fill('NOSUCHCODE')
    await code.press('Enter')
    await expect(page.getByRole('alert')).toHaveText('Invalid discount code')
    await code.fill(' roast10 ')
    await code.press('Enter')
    await expect(page.getByText('Partner discount ROAST10 (10% off)')).toBeVisible()
    await expect(total).toHaveText('$9.00')
    // Enter checked the code and did not send the form
    await expect(page).toHaveURL(/\/love-me-scroll-form$/)

    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
    await expect(page.getByText('Partner discount ROAST10 (10% off)')).toBeVisible()
    await expect(page.locator('dd').last()).toHaveText('$9.00')
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(page.getByRole('button', { name: 'Pay $9.00' })).toBeVisible()
  })

  test('the result page says so when it has no order to show', async ({ page }) => {
    await page.goto('/test-confirmation?orderId=00000000-0000-4000-8000-000000000000')
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('No order answers to this link.')
  })
})
