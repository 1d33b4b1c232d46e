import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { fillScrollForm } from './support/scroll-form'

const classicOrder = (target: string) => ({
  kind: 'single',
  scrollType: 'light-rant',
  customerName: 'Dame Aggrieved',
  customerEmail: 'dame@example.test',
  recipientEmail: 'target@example.test',
  targetName: target,
  grievance: 'Borrowed my lute and returned it out of tune.',
  style: 'witty',
  intensity: 2,
  delivery: 'standard',
})

/** Places an order through the API the forms use and opens its test checkout. */
async function openCheckoutFor(page: Page, order: object) {
  const response = await page.request.post('/api/payments', { data: order })
  expect(response.status()).toBe(201)
  const { url, orderId } = (await response.json()) as { url: string; orderId: string }
  await page.goto(new URL(url).pathname)
  await expect(page.getByText('Test payment: no money will be taken')).toBeVisible()
  return orderId
}

async function expectNoBlockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** The step of the four an order takes that the page says the customer is on. */
const currentStep = (page: Page) => page.getByText(/^Step \d of 4:/)

/** From the review step through the shop's test checkout to the confirmation at `returnPath`. */
async function reviewAndPay(page: Page, returnPath: RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
  await expect(currentStep(page)).toHaveText('Step 2 of 4: Review & pay')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_[0-9a-f]{32}$/)
  await expect(currentStep(page)).toHaveText('Step 3 of 4: Payment')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page).toHaveURL(returnPath)
  await expect(currentStep(page)).toHaveText('Step 4 of 4: Confirmation')
  const main = page.locator('main')
  await expect(main.getByText(/^Order #[0-9A-F]{8}$/)).toBeVisible()
  await expect(main.getByRole('heading', { name: 'What happens next' })).toBeVisible()
  await expect(main.getByRole('region', { name: 'Delivery Status' })).toBeVisible()
}

/** The confirmation follows the order until its scrolls are sealed and emailed, and never calls it a test. */
async function expectDelivered(page: Page) {
  const status = page.getByRole('region', { name: 'Delivery Status' })
  await expect(status.getByRole('listitem').filter({ hasText: 'Sealed and emailed' })).toContainText(
    ': done',
    { timeout: 60_000 },
  )
  await expect(status).toContainText(/sealed and emailed\. Thy receipt|Delivered: sealed and emailed/)
  await expect(page.locator('main')).not.toContainText(/\btest\b/i)
}

test('a single scroll, a bundle and a love scroll take the same steps to the same confirmation', async ({
  context,
}) => {
  test.setTimeout(150_000)
  const [single, bundle, love] = [await context.newPage(), await context.newPage(), await context.newPage()]

  await single.goto('/light-rant-form')
  await expect(currentStep(single)).toHaveText('Step 1 of 4: Thy order')
  await fillScrollForm(single, { style: 'Petty', target: 'Baron Samestep' })
  await single.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(single).toHaveURL(/\/payment\?orderId=[0-9a-f-]{36}$/)
  await reviewAndPay(single, /\/payment-success\?session_id=test_cs_[0-9a-f]{32}&order_id=/)
  await expect(single.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()

  await bundle.goto('/bundles')
  await bundle.getByRole('button', { name: 'Order Bundle' }).click()
  await expect(currentStep(bundle)).toHaveText('Step 1 of 4: Thy order')
  await bundle.getByLabel('Thy Name').fill('Dame Aggrieved')
  await bundle.getByLabel('Thy Email').fill('dame@example.test')
  await bundle.getByLabel("Target's Name").fill('Abbot Samestep')
  await bundle.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(bundle).toHaveURL(/\/mock-payment$/)
  await reviewAndPay(bundle, /\/confirmation\?session_id=test_cs_[0-9a-f]{32}&order_id=/)
  await expect(bundle.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible()

  await love.goto('/love-me-scroll-form')
  await expect(currentStep(love)).toHaveText('Step 1 of 4: Thy order')
  await love.getByLabel(/^Thy Name/).fill('Rosalind')
  await love.getByLabel(/^Thy Email/).fill('rosalind@example.test')
  await love.getByLabel(/^Their Name/).fill('Orlando Samestep')
  await love.getByLabel(/^The Situation/).fill('He hangs bad poems on every tree in the forest.')
  await love.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(love).toHaveURL(/\/payment\?orderId=[0-9a-f-]{36}$/)
  await reviewAndPay(love, /\/test-confirmation\?orderId=[0-9a-f-]{36}&session_id=test_cs_/)
  await expect(love.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
  await expect(love.getByRole('link', { name: 'Order Another Love Scroll' })).toHaveAttribute(
    'href',
    '/love-me-scroll-form',
  )

  // the scribes work on all three at once; each page follows its own order without being reloaded
  for (const page of [single, bundle, love]) await expectDelivered(page)
  await expectNoBlockingViolations(love)
})

test.describe('the test checkout and the confirmation pages', () => {
  test('cancelling returns to the review step, and paying again confirms the order', async ({ page }) => {
    // three pages checked for accessibility on the way
    test.setTimeout(60_000)
    const orderId = await openCheckoutFor(page, classicOrder('Sir Cancelled'))
    const amount = (await page.getByRole('button', { name: /^Pay \$/ }).textContent())?.replace('Pay ', '')
    await expectNoBlockingViolations(page)
    await page.getByRole('button', { name: 'Cancel Payment' }).click()

    await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${orderId}&cancelled=1$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
    await expect(
      page.getByText('Thy payment was cancelled and no money was taken.', { exact: false }),
    ).toBeVisible()
    await expect(page.getByText('Classic Scroll for Sir Cancelled')).toBeVisible()
    await expect(page.locator('dd').last()).toHaveText(`${amount}`)
    await expectNoBlockingViolations(page)

    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(page).toHaveURL(/\/test-checkout\/test_cs_[0-9a-f]{32}$/)
    await page.getByRole('button', { name: `Pay ${amount}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
    await expect(page.getByText('Classic Scroll for Sir Cancelled')).toBeVisible()

    await expectNoBlockingViolations(page)

    // a reload verifies again and changes nothing
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
  })

  test('a settled checkout cannot be paid twice', async ({ page }) => {
    await openCheckoutFor(page, classicOrder('Sir Twice'))
    const checkoutPath = new URL(page.url()).pathname
    await page.getByRole('button', { name: /^Pay \$/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
    await page.goto(checkoutPath)
    await expect(page.getByText('This checkout is already paid. Nothing more will be charged.')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0)
  })

  test('an unknown checkout says so and leads home', async ({ page }) => {
    await page.goto(`/test-checkout/test_cs_${'0'.repeat(32)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a confirmation link that does not match its order fails verification', async ({ page }) => {
    const orderId = await openCheckoutFor(page, classicOrder('Sir Mismatch'))
    await page.goto(`/payment-success?session_id=test_cs_${'1'.repeat(32)}&order_id=${orderId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Verification Failed' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('This payment session does not belong to this order')
    await page.goto(`/confirmation?session_id=test_cs_${'1'.repeat(32)}`)
    await expect(page.getByRole('alert')).toHaveText('Missing payment session information')
    // the order alone shows where it stands: not paid yet, with the way to its review step
    await page.goto(`/confirmation?order_id=${orderId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Thy Order Awaits Payment' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Review & Pay' })).toHaveAttribute(
      'href',
      `/payment?orderId=${orderId}`,
    )
  })

  test('without parameters the page shows the stored order, and "Order another" clears it', async ({
    page,
  }) => {
    await page.goto('/confirmation')
    await expect(page).toHaveURL(/\/$/)

    await page.evaluate(() =>
      localStorage.setItem(
        'orderData',
        JSON.stringify({
          orderId: '5b0d1d5e-6a8f-4f6b-9d7e-0c1a2b3c4d5e',
          title: 'Cursed Scroll',
          totalCents: 3239,
          placedAt: new Date().toISOString(),
        }),
      ),
    )
    await page.goto('/confirmation')
    await expect(page.getByRole('heading', { level: 1, name: 'Thy Last Order' })).toBeVisible()
    await expect(page.getByText(/Cursed Scroll, \$32\.39/)).toBeVisible()
    await page.getByRole('link', { name: 'Order Another Scroll' }).click()
    await expect(page).toHaveURL(/\/#choose-thy-scroll$/)
    await expect(page.locator('#choose-thy-scroll')).toBeInViewport()
    expect(await page.evaluate(() => localStorage.getItem('orderData'))).toBeNull()
  })

  test('the review step pays an order stored earlier, and a cancelled try can be retried', async ({
    page,
  }) => {
    await page.goto('/payment')
    await expect(page).toHaveURL(/\/$/)

    const response = await page.request.post('/api/orders', {
      data: {
        kind: 'love',
        customerName: 'Lady Pining',
        customerEmail: 'pining@example.test',
        targetName: 'Sir Oblivious',
        situation: 'He waves at me every market day.',
      },
    })
    expect(response.status()).toBe(201)
    const { id } = (await response.json()) as { id: string }
    await page.goto(`/payment?orderId=${id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
    await expect(page.getByText('Love Me Scroll for Sir Oblivious')).toBeVisible()
    await page.getByRole('button', { name: 'Pay Now' }).click()

    await expect(page.getByText('Test payment: no money will be taken')).toBeVisible()
    await page.getByRole('button', { name: 'Cancel Payment' }).click()
    await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${id}&cancelled=1$`))
    await expect(
      page.getByText('Thy payment was cancelled and no money was taken.', { exact: false }),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(page.getByText('Test payment: no money will be taken')).toBeVisible()
    await page.getByRole('button', { name: 'Pay $10.00' }).click()
    await expect(page).toHaveURL(new RegExp(`/test-confirmation\\?orderId=${id}&session_id=test_cs_`))
  })
})
