import { expect, type Page, test } from '@playwright/test'

const classicOrder = {
  kind: 'single',
  scrollType: 'light-rant',
  customerName: 'Dame Aggrieved',
  customerEmail: 'dame@example.test',
  recipientEmail: 'target@example.test',
  targetName: 'Sir Wayfinder',
  grievance: 'Borrowed my lute and returned it out of tune.',
  style: 'witty',
  intensity: 2,
}
const loveOrder = {
  kind: 'love',
  customerName: 'Rosalind',
  customerEmail: 'rosalind@example.test',
  targetName: 'Orlando',
  situation: 'He hangs bad poems on every tree in the forest.',
}

/** The site header: the shop's name leading home, and the way back to the scrolls, bundles and sample. */
async function expectSiteHeader(page: Page) {
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Scrolls of Fury', exact: true })).toHaveAttribute(
    'href',
    '/',
  )
  const nav = banner.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Scrolls', exact: true })).toHaveAttribute(
    'href',
    '/#choose-thy-scroll',
  )
  await expect(nav.getByRole('link', { name: 'Bundles', exact: true })).toHaveAttribute('href', '/bundles')
  await expect(nav.getByRole('link', { name: 'Free Sample', exact: true })).toHaveAttribute(
    'href',
    '/free-sample',
  )
}

/** The pages a customer reaches by a link or a visit of their own, each checked where it stands. */
const directPages = [
  '/light-rant-form',
  '/scroll-of-fury-form',
  '/eternal-scroll-form',
  '/love-me-scroll-form',
  '/custom-commission-form',
  '/epic-scroll-commission-form',
  '/bundles',
  '/free-sample',
  // the result page without an order it can find
  '/test-confirmation?orderId=00000000-0000-4000-8000-000000000000',
  '/no-such-page',
]

test.describe('the site header of the inner pages', () => {
  for (const path of directPages) {
    test(`${path} has the site header`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('main')).toBeVisible()
      await expectSiteHeader(page)
    })
  }

  test('the bundle order and its review have it', async ({ page }) => {
    await page.goto('/bundles')
    await page.getByRole('button', { name: 'Order Bundle' }).click()
    await expect(page).toHaveURL(/\/bundle-order$/)
    await expectSiteHeader(page)
    await page.getByLabel('Thy Name').fill('Dame Aggrieved')
    await page.getByLabel('Thy Email').fill('dame@example.test')
    await page.getByLabel("Target's Name").fill('Brother Loudsnore')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page).toHaveURL(/\/mock-payment$/)
    await expectSiteHeader(page)
  })

  test('the checkout, payment and confirmation pages have it', async ({ page }) => {
    const payment = await page.request.post('/api/payments', { data: classicOrder })
    expect(payment.status()).toBe(201)
    const { url } = (await payment.json()) as { url: string }
    await page.goto(new URL(url).pathname)
    await expect(page.getByText('Test payment: no money will be taken')).toBeVisible()
    await expectSiteHeader(page)
    await page.getByRole('button', { name: /^Pay \$/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
    await expectSiteHeader(page)
    // opened later without its payment parameters, the page shows the last order placed from the browser
    await page.evaluate(() => {
      const order = {
        orderId: 'x',
        title: 'Classic Scroll',
        totalCents: 1499,
        placedAt: new Date().toISOString(),
      }
      localStorage.setItem('orderData', JSON.stringify(order))
    })
    await page.goto('/confirmation')
    await expect(page.getByRole('heading', { level: 1, name: 'Thy Last Order' })).toBeVisible()
    await expectSiteHeader(page)

    const love = await page.request.post('/api/orders', { data: loveOrder })
    expect(love.status()).toBe(201)
    const { id } = (await love.json()) as { id: string }
    await page.goto(`/payment?orderId=${id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
    await expectSiteHeader(page)
    await page.goto(`/test-confirmation?orderId=${id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Thy Order Awaits Payment' })).toBeVisible()
    await expectSiteHeader(page)
  })

  test('the commission and drawing confirmations have it', async ({ page }) => {
    await page.goto('/custom-commission-form')
    await page.getByLabel(/^Thy Name/).fill('Lady Grudgewell')
    await page.getByLabel(/^Thy Email/).fill('grudgewell@example.test')
    await page.getByLabel(/^The Target/).fill('The Baron of Bad Parking')
    await page.getByLabel(/^Thy Tale/).fill('Seven winters he hath parked his cart across two spaces.')
    await page.getByLabel(/^Style/).selectOption({ label: 'Dramatic' })
    await page.getByLabel(/^Length/).selectOption({ label: '2 pages' })
    await page.getByRole('button', { name: 'Request My Quote' }).click()
    await expect(page).toHaveURL(/\/commission-confirmation$/)
    await expectSiteHeader(page)

    await page.goto('/free-sample')
    await page.getByLabel(/^Target Name/).fill('Cousin Mordred')
    await page.getByLabel(/^Thy Email/).fill('arthur@example.test')
    await page.getByRole('button', { name: 'Enter the Drawing' }).click()
    await expect(page).toHaveURL(/\/free-rant-confirmation$/)
    await expectSiteHeader(page)
  })

  test('leads home, to the scroll choice and to the bundles', async ({ page }) => {
    await page.goto('/free-sample')
    await page.getByRole('banner').getByRole('link', { name: 'Scrolls of Fury', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('#choose-thy-scroll')).toBeAttached()

    await page.goto('/bundles')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scrolls' }).click()
    await expect(page).toHaveURL(/\/#choose-thy-scroll$/)
    await expect(page.locator('#choose-thy-scroll')).toBeInViewport()

    await page.goto('/light-rant-form')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bundles' }).click()
    await expect(page).toHaveURL(/\/bundles$/)
    await expect(page.getByRole('heading', { name: 'The Starter Arsenal' })).toBeVisible()
  })
})
