import { expect, type Page, test } from '@playwright/test'
import { waitForOutboxMail } from './support/outbox'
import { fillScrollForm } from './support/scroll-form'

type PublicOrder = { anonymousDelivery: boolean; targetName: string }

const anonymous = (page: Page) => page.getByRole('checkbox', { name: 'Deliver anonymously' })

/** The order the server stored, as the confirmation pages read it. */
async function storedOrder(page: Page, orderId: string): Promise<PublicOrder> {
  const response = await page.request.get(`/api/orders/${orderId}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as PublicOrder
}

/** The order the form just placed: the shop keeps its id in browser storage for the confirmation page. */
async function placedOrderId(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('orderData'))
  return (JSON.parse(stored ?? '{}') as { orderId: string }).orderId
}

async function expectAnonymousCheckout(page: Page, target: string) {
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_[0-9a-f]{32}$/)
  await expect(page.getByText(`for ${target}`)).toBeVisible()
  await expect(page.getByText('Delivered anonymously')).toBeVisible()
  const orderId = await placedOrderId(page)
  expect(await storedOrder(page, orderId)).toMatchObject({ anonymousDelivery: true, targetName: target })
}

test.describe('anonymous delivery', () => {
  const singleForms = [
    { path: '/light-rant-form', style: 'Petty', target: 'Baron Classic Incognito' },
    { path: '/scroll-of-fury-form', style: 'Gothic', target: 'Baron Cursed Incognito' },
    { path: '/eternal-scroll-form', style: 'Shakespearean', target: 'Baron Eternal Incognito' },
  ]
  for (const form of singleForms) {
    test(`${form.path} stores the choice and the checkout shows it`, async ({ page }) => {
      const { target } = form
      await page.goto(form.path)
      await fillScrollForm(page, { style: form.style, target })
      await expect(anonymous(page)).not.toBeChecked()
      await expect(page.getByText(/signed by “an anonymous well-wisher”/)).toBeVisible()
      await anonymous(page).check()

      await page.getByRole('button', { name: 'Proceed to Payment' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
      await expect(page.getByText('Delivered anonymously')).toBeVisible()
      await page.getByRole('button', { name: 'Pay Now' }).click()
      await expectAnonymousCheckout(page, target)
    })
  }

  test('the love form stores the choice and its payment page shows it', async ({ page }) => {
    await page.goto('/love-me-scroll-form')
    await page.getByLabel(/^Thy Name/).fill('Rosalind')
    await page.getByLabel(/^Thy Email/).fill('rosalind@example.test')
    await page.getByLabel(/^Their Name/).fill('Orlando Incognito')
    await page.getByLabel(/^The Situation/).fill('He hangs bad poems on every tree in the forest.')
    await anonymous(page).check()
    await page.getByRole('button', { name: 'Continue to Payment' }).click()

    await expect(page).toHaveURL(/\/payment\?orderId=[0-9a-f-]{36}$/)
    await expect(page.getByText('Delivered anonymously')).toBeVisible()
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? ''
    expect(await storedOrder(page, orderId)).toMatchObject({ anonymousDelivery: true })
  })

  test('the bundle form carries the choice through its review into the stored order', async ({ page }) => {
    await page.goto('/bundles')
    await page.getByRole('button', { name: 'Order Bundle' }).click()
    await page.getByLabel('Thy Name').fill('Dame Aggrieved')
    await page.getByLabel('Thy Email').fill('dame@example.test')
    await page.getByLabel("Target's Name").fill('Brother Incognito')
    await anonymous(page).check()
    await page.getByRole('button', { name: 'Continue to Payment' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
    await expect(page.getByText('Delivered anonymously')).toBeVisible()
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expectAnonymousCheckout(page, 'Brother Incognito')
  })

  test('the commission request stores the choice, and its confirmation and acknowledgement say so', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36)
    await page.goto('/custom-commission-form')
    await page.getByLabel(/^Thy Name/).fill('Lady Grudgewell')
    await page.getByLabel(/^Thy Email/).fill(`grudgewell-${stamp}@example.test`)
    await page.getByLabel(/^The Target/).fill('The Baron of Bad Parking')
    await page.getByLabel(/^Thy Tale/).fill('Seven winters he hath parked his cart across two spaces.')
    await page.getByLabel(/^Style/).selectOption({ label: 'Divine Fury' })
    await page.getByLabel(/^Length/).selectOption({ label: '3-5 pages' })
    await anonymous(page).check()
    // only a recipient the scribes write to can be kept from the customer's name: the form asks for one
    await page.getByRole('button', { name: 'Request My Quote' }).click()
    await expect(page.getByText('Recipient email is required to deliver anonymously')).toBeVisible()
    await expect(page.getByLabel(/^Recipient's Email/)).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel(/^Recipient's Email/).fill(`baron-${stamp}@example.test`)

    await page.getByRole('button', { name: 'Request My Quote' }).click()

    await expect(page).toHaveURL(/\/commission-confirmation$/)
    await expect(page.locator('main')).toContainText('Delivered anonymously')
    await expect(page.locator('main')).toContainText(`baron-${stamp}@example.test`)
    // the acknowledgement is written from the stored request: it tells what the server kept
    const mail = await waitForOutboxMail(new RegExp(`To: grudgewell-${stamp}@example\\.test`))
    expect(mail.replace(/=\r?\n/g, '')).toContain('Anonymously')
    expect(mail.replace(/=\r?\n/g, '')).toContain(`baron-${stamp}@example.test`)
  })
})
