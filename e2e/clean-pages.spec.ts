import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every sign of a page going wrong that a visitor would not see but the shop should: console errors and
 * warnings, uncaught exceptions, requests that failed, and answers with an error status.
 */
function watchForTrouble(page: Page): string[] {
  const trouble: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    trouble.push(`console ${message.type()} on ${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => trouble.push(`uncaught on ${page.url()}: ${error.message}`))
  page.on('requestfailed', (request) => {
    trouble.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`)
  })
  page.on('response', (response) => {
    if (response.status() < 400) return
    trouble.push(`answered ${response.status()}: ${response.request().method()} ${response.url()}`)
  })
  return trouble
}

// every test here fails if anything went wrong on the way, whatever it asserted itself
const test = base.extend<{ trouble: string[] }>({
  trouble: [
    async ({ page }, use) => {
      const trouble = watchForTrouble(page)
      await use(trouble)
      expect(trouble, 'console errors, failed requests and error answers').toEqual([])
    },
    { auto: true },
  ],
})

const customer = { name: 'Dame Aggrieved', email: 'dame@example.test' }

async function payTestCheckout(page: Page) {
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_[0-9a-f]{32}$/)
  await expect(page.getByText('Test payment: no money will be taken')).toBeVisible()
  await page.getByRole('button', { name: /^Pay \$/ }).click()
}

test.describe('customer pages in a normal order', () => {
  test('a Classic Scroll from the landing page to its confirmation', async ({ page }) => {
    // the landing page, the gallery, the form, the review, the checkout and the confirmation
    test.setTimeout(60_000)
    await page.goto('/')
    // a visitor looks around first: the gallery, and the forms at the foot of the page, which load late
    await page.getByRole('button', { name: 'Enter the Gallery' }).click()
    await expect(page.getByRole('dialog', { name: 'Gallery of Fury' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible()
    await page
      .locator('#choose-thy-scroll')
      .getByRole('link', { name: /^Order Now\W+Classic Scroll$/ })
      .click()
    await expect(page).toHaveURL(/\/light-rant-form$/)
    await page.getByLabel('Thy Name').fill(customer.name)
    await page.getByLabel('Thy Email').fill(customer.email)
    await page.getByLabel("Target's Name").fill('Baron Von Loudchewer')
    await page.getByLabel("Recipient's Email").fill('baron@example.test')
    await page.getByLabel('The Grievance').fill('Chews with the vigour of a siege engine.')
    await page.getByLabel('Writing Style').selectOption({ label: 'Petty' })
    await page.getByRole('button', { name: 'Proceed to Payment' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await payTestCheckout(page)
    await expect(page).toHaveURL(/\/payment-success\?session_id=test_cs_[0-9a-f]{32}&order_id=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
    await expect(page.getByText(/Order #[0-9A-F]{8}\b/)).toBeVisible()
  })

  test('a bundle from its page through the review to its confirmation', async ({ page }) => {
    await page.goto('/bundles')
    await page.getByRole('button', { name: 'Order Bundle' }).click()
    await expect(page).toHaveURL(/\/bundle-order$/)
    await page.getByLabel('Thy Name').fill(customer.name)
    await page.getByLabel('Thy Email').fill(customer.email)
    await page.getByLabel("Target's Name").fill('Abbot Crumbsworth')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await payTestCheckout(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible()
  })

  test('a Love Me Scroll from its form through its review to its confirmation', async ({ page }) => {
    await page.goto('/love-me-scroll-form')
    await page.getByLabel(/^Thy Name/).fill('Rosalind')
    await page.getByLabel(/^Thy Email/).fill('rosalind@example.test')
    await page.getByLabel(/^Their Name/).fill('Orlando')
    await page.getByLabel(/^The Situation/).fill('He hangs bad poems on every tree in the forest.')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()

    await expect(page).toHaveURL(/\/payment\?orderId=[0-9a-f-]{36}$/)
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await payTestCheckout(page)
    await expect(page).toHaveURL(/\/test-confirmation\?orderId=[0-9a-f-]{36}&session_id=test_cs_/)
    await expect(page.getByRole('listitem').filter({ hasText: 'Payment received' })).toContainText('done')
  })

  test('a commission request reaches its confirmation', async ({ page }) => {
    await page.goto('/custom-commission-form')
    await page.getByLabel(/^Thy Name/).fill(customer.name)
    await page.getByLabel(/^Thy Email/).fill(customer.email)
    await page.getByLabel(/^The Target/).fill('The Baron of Bad Parking')
    await page.getByLabel(/^Thy Tale/).fill('Seven winters he hath parked his cart across two spaces.')
    await page.getByLabel(/^Style/).selectOption({ label: 'Divine Fury' })
    await page.getByLabel(/^Length/).selectOption({ label: '3-5 pages' })
    await page.getByRole('button', { name: 'Request My Quote' }).click()
    await expect(page).toHaveURL(/\/commission-confirmation$/)
    await expect(page.locator('main')).toContainText('The Baron of Bad Parking')
  })

  test('a free sample and a lightning-roast entry', async ({ page }) => {
    await page.goto('/free-sample')
    await page.getByLabel(/^A Name to Roast/).fill('Sir Gawain')
    await page.getByRole('button', { name: 'Reveal My Sample' }).click()
    await expect(page.locator('blockquote')).toContainText('Sir Gawain')

    await page.getByLabel(/^Thy Name/).fill('King Arthur')
    await page.getByLabel(/^Target Name/).fill('Cousin Mordred')
    await page.getByLabel(/^Thy Email/).fill('arthur@example.test')
    await page.getByRole('button', { name: 'Enter the Drawing' }).click()
    await expect(page).toHaveURL(/\/free-rant-confirmation$/)
    await expect(page.locator('main')).toContainText('Cousin Mordred')
  })

  test('a partner page and the form it leads to', async ({ page }) => {
    await page.goto('/p/sir-roastalot')
    await page.getByRole('link', { name: 'Order Classic Scroll' }).click()
    await expect(page).toHaveURL(/\/light-rant-form\?pricing=partner$/)
    // the partner page stays on screen until the form's code has loaded, and it says "partner price" too
    await expect(page.getByRole('form', { name: /^Order thy/ })).toBeVisible()
    await expect(page.getByText('Partner price', { exact: true })).toBeVisible()
  })
})

test.describe('what a page asks for first', () => {
  test('a page’s HTML preloads the modules it loads on demand, each of them used', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/light-rant-form')).text()
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] as string,
    )
    expect(
      preloads.some((href) => /\/assets\/classic-scroll-page-[\w-]+\.js$/.test(href)),
      html,
    ).toBe(true)
    const loaded: string[] = []
    page.on('response', (response) => loaded.push(new URL(response.url()).pathname))
    await page.goto('/light-rant-form')
    await expect(page.getByRole('form', { name: /^Order thy/ })).toBeVisible()
    expect(preloads.filter((href) => !loaded.includes(href))).toEqual([])
    // the build's manifest, which the server reads for this, is not served
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404)
  })
})
