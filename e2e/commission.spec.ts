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
    // no recipient address given: the saga comes to the customer
    await expect(main).toContainText('Thee, to pass on as thou wilt')
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
    expect(mail).toContain('Length: 3-5 pages')
    expect(mail).toContain('Style: Divine Fury')
    expect(mail).not.toMatch(/3-5-pages|divine-fury/)
  })

  test('asks for the recipient when the saga is to be delivered anonymously, and sends it there', async ({
    page,
  }) => {
    await page.goto('/custom-commission-form')
    const stamp = Date.now().toString(36)
    const recipient = page.getByLabel(/^Recipient's Email/)
    await expect(page.getByText("Recipient's Email (optional)")).toBeVisible()
    await page.getByLabel(/^Thy Name/).fill(`Lady Hidden ${stamp}`)
    await page.getByLabel(/^Thy Email/).fill(`hidden-${stamp}@example.test`)
    await page.getByLabel(/^The Target/).fill('The Abbot of Loud Bells')
    await page.getByLabel(/^Thy Tale/).fill('He rings the bells at four, for no saint at all.')
    await page.getByLabel(/^Style/).selectOption({ label: 'Tragic' })
    await page.getByLabel(/^Length/).selectOption({ label: '2 pages' })
    await page.getByRole('checkbox', { name: 'Deliver anonymously' }).check()
    // the field is now required, and says why
    await expect(
      page.getByText(/the scribes can keep thy name only from a recipient they write to/),
    ).toBeVisible()
    await expect(recipient).toHaveAttribute('required', '')
    await page.getByRole('button', { name: 'Request My Quote' }).click()
    await expect(page.getByText('Missing Information')).toBeVisible()
    await expect(page.getByText('Recipient email is required to deliver anonymously')).toBeVisible()
    await expect(page).toHaveURL(/\/custom-commission-form$/)

    await recipient.fill('not an address')
    await page.getByRole('button', { name: 'Request My Quote' }).click()
    await expect(page.getByText('Recipient email must be a valid email address')).toBeVisible()

    await recipient.fill(`abbot-${stamp}@example.test`)
    await page.getByRole('button', { name: 'Request My Quote' }).click()
    await expect(page).toHaveURL(/\/commission-confirmation$/)
    await expect(page.locator('main')).toContainText(`abbot-${stamp}@example.test`)

    const team = await waitForOutboxMail(new RegExp(`Subject: Commission request from Lady Hidden ${stamp}`))
    expect(team).toContain(`Recipient: abbot-${stamp}@example.test`)
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
