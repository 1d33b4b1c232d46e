import { expect, test } from '@playwright/test'
import { waitForOutboxMail } from './support/outbox'

test.describe('the custom commission', () => {
  test('a request reaches the confirmation page and the team mailbox', async ({ page }) => {
    await page.goto('/custom-commission-form')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(/quote within 1-2 business days/)).toBeVisible()

    const stamp = Date.now().toString(36)
    await page.getByLabel(/^Thy Name/).fill(`Lady Grudgewell ${stamp}`)
    await page.getByLabel(/^Thy Email/).fill('grudgewell@example.test')
    await page.getByLabel(/^The Target/).fill('The Baron of Bad Parking')
    await page.getByLabel(/^Thy Tale/).fill('Seven winters he hath parked his cart across two spaces.')
    await page.getByLabel(/^Style/).selectOption({ label: 'Divine Fury' })
    await page.getByLabel(/^Length/).selectOption({ label: '3-5 pages' })
    await page.getByLabel(/voice narration/i).check()
    await page.getByRole('button', { name: 'Request My Quote' }).click()

    await expect(page).toHaveURL(/\/commission-confirmation$/)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(main).toContainText('The Baron of Bad Parking')
    await expect(main).toContainText('Divine Fury')
    await expect(main).toContainText('3-5 pages')
    await expect(main).toContainText('within 1-2 business days')
    await expect(main.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
      'href',
      /^https:\/\/twitter\.com\/intent\/tweet\?/,
    )
    await expect(main.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
    )

    // a reload keeps the summary: it lives in browser storage
    await page.reload()
    await expect(main).toContainText('The Baron of Bad Parking')

    const mail = await waitForOutboxMail(
      new RegExp(`Subject: Commission request from Lady Grudgewell ${stamp}`),
    )
    expect(mail).toContain('To: council@scrollsoffury.test')
    expect(mail).toContain('Seven winters he hath parked his cart across two spaces.')
    expect(mail).toContain('Voice narration: Yes')
  })

  test('the epic commission route shows the same form and names the missing fields', async ({ page }) => {
    await page.goto('/epic-scroll-commission-form')
    await page.getByRole('button', { name: 'Request My Quote' }).click()
    await expect(page.getByText('Missing Information')).toBeVisible()
    await expect(page.getByText('Please fill in all required fields')).toBeVisible()
    await expect(page.getByLabel(/^Thy Tale/)).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/epic-scroll-commission-form$/)
  })

  test('the confirmation page without a request sends the visitor home', async ({ page }) => {
    await page.goto('/commission-confirmation')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('#choose-thy-scroll')).toBeAttached()
  })
})
