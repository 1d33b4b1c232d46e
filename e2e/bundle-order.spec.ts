import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.]/g, '')) * 100)
const total = (page: Page) => page.getByRole('status', { name: 'Total' })
const targets = (page: Page) => page.getByRole('group', { name: /^Target \d+$/ })
const addTarget = (page: Page) => page.getByRole('button', { name: /Add Another Target/ })

async function earlyBirdPlaces(page: Page): Promise<number> {
  const response = await page.request.get('/api/early-bird')
  return ((await response.json()) as { remaining: number }).remaining
}

async function expectNoBlockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function openStarterBundle(page: Page) {
  await page.goto('/bundles')
  await page.getByRole('button', { name: 'Order Bundle' }).click()
  await expect(page).toHaveURL(/\/bundle-order$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Order The Starter Arsenal' })).toBeVisible()
}

async function fillCustomer(page: Page) {
  await page.getByLabel('Thy Name').fill('Dame Aggrieved')
  await page.getByLabel('Thy Email').fill('dame@example.test')
}

/** Pays the test checkout after checking it charges `shown` cents; returns on the bundle confirmation. */
async function payTestCheckout(page: Page, shown: number) {
  await expect(page).toHaveURL(/\/test-checkout\/test_cs_[0-9a-f]{32}$/)
  await expect(page.getByText('Test payment: no money will be taken')).toBeVisible()
  const pay = page.getByRole('button', { name: /^Pay \$/ })
  expect(cents((await pay.textContent()) ?? '')).toBe(shown)
  await pay.click()
  await expect(page).toHaveURL(/\/confirmation\?session_id=test_cs_[0-9a-f]{32}&order_id=[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible()
}

test.describe('the bundle order', () => {
  test('/bundles sells the Starter Arsenal and only mentions the partners’ bundles', async ({ page }) => {
    await page.goto('/bundles')
    const starter = page.getByRole('article', { name: 'The Starter Arsenal' })
    await expect(starter).toContainText('$17.99')
    await expect(starter).toContainText('$44.97')
    await expect(
      starter.getByText('Was $44.97: 3 Classic Scrolls at $14.99 each, bought one by one.', { exact: true }),
    ).toBeVisible()
    const note = page.getByRole('region', { name: 'Bundles of Our Partners' })
    await expect(note).toContainText(
      'the Courtroom (5 Cursed Scrolls), the Royal Arsenal (5 scrolls of thy choosing) and the Holiday Siege Pack (10 Classic Scrolls)',
    )
    // ordered from a partner's page only: no price, no link, no card of their own here
    await expect(note).not.toContainText('$')
    await expect(note.getByRole('link')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'The Courtroom' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Order/ })).toHaveText(['Order Bundle'])
  })

  test('three targets of The Starter Arsenal are reviewed and paid at the price shown', async ({ page }) => {
    await openStarterBundle(page)
    await expect(targets(page)).toHaveCount(1)
    await expect(page.getByRole('button', { name: /Remove target/ })).toHaveCount(0)
    await expect(page.getByLabel('Scroll Type')).toHaveValue('Classic Scroll')
    await expect(page.getByLabel('Scroll Type')).toHaveAttribute('readonly', '')

    await addTarget(page).click()
    await expect(page.getByLabel("Target's Name").nth(1)).toBeFocused()
    await addTarget(page).click()
    await expect(targets(page)).toHaveCount(3)
    await expect(addTarget(page)).toHaveCount(0)
    await expect(page.getByText(/every place is taken/)).toBeVisible()

    await page.getByLabel("Target's Name").nth(1).fill('Abbot Crumbsworth')
    await page.getByRole('button', { name: 'Remove target 1' }).click()
    await expect(targets(page)).toHaveCount(2)
    await expect(page.getByLabel("Target's Name").first()).toHaveValue('Abbot Crumbsworth')
    await addTarget(page).click()
    await expect(targets(page)).toHaveCount(3)

    await fillCustomer(page)
    await page.getByLabel("Target's Name").nth(1).fill('Brother Loudsnore')
    await page.getByLabel("Target's Email (optional)").nth(1).fill('loudsnore@example.test')
    await page.getByLabel("Target's Name").nth(2).fill('Sister Gossipwell')
    await page.getByLabel('Writing Style').nth(2).selectOption({ label: 'Savage' })
    await page.getByLabel('Intensity').nth(2).selectOption({ label: 'Nuclear' })
    await page.getByLabel('Their Offence (optional)').nth(2).fill('Told the whole abbey about the cheese.')
    await expect(total(page)).toHaveText('$17.99')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()

    await expect(page).toHaveURL(/\/mock-payment$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
    for (const name of ['Abbot Crumbsworth', 'Brother Loudsnore', 'Sister Gossipwell']) {
      await expect(page.getByRole('heading', { name })).toBeVisible()
    }
    await expect(page.getByText('Classic Scroll · Savage · Nuclear')).toBeVisible()
    const earlyBird = (await earlyBirdPlaces(page)) > 0
    // 10% of 1799 is 179.9, rounded to 180 cents
    await expect(total(page)).toHaveText(earlyBird ? '$16.19' : '$17.99')
    const shown = cents((await total(page).textContent()) ?? '')

    await page.getByRole('button', { name: 'Pay Now' }).click()
    await payTestCheckout(page, shown)
  })

  test('a partner code takes 10% off once, never on top of the early bird', async ({ page }) => {
    await openStarterBundle(page)
    await fillCustomer(page)
    await page.getByLabel("Target's Name").fill('Baron Von Loudchewer')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page).toHaveURL(/\/mock-payment$/)

    const code = page.getByLabel('Discount Code')
    await code.fill('banished10')
    await code.press('Enter')
    await expect(page.getByText('Invalid discount code')).toBeVisible()

    const earlyBird = (await earlyBirdPlaces(page)) > 0
    await code.fill(' roast10 ')
    await page.getByRole('button', { name: 'Apply' }).click()
    if (earlyBird) {
      // the code changes nothing while the early bird takes its 10%, and the field says so
      await expect(
        page.getByText(/is a good code, but the early-bird 10% already applies; codes do not combine/),
      ).toBeVisible()
      await expect(page.getByText('Early bird (10% off)')).toBeVisible()
      await expect(page.getByText(/Partner discount/)).toHaveCount(0)
    } else {
      await expect(page.getByText('Partner discount ROAST10 (10% off)')).toBeVisible()
    }
    await expect(total(page)).toHaveText('$16.19')
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await payTestCheckout(page, 1619)
  })

  test('asks for at least one target name before the payment step', async ({ page }) => {
    await openStarterBundle(page)
    await fillCustomer(page)
    await addTarget(page).click()
    await page.getByLabel("Target's Name").nth(1).fill('   ')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please provide at least one target name')
    await expect(page.getByLabel("Target's Name").first()).toBeFocused()
    await expect(page).toHaveURL(/\/bundle-order$/)
  })

  test('the review returns to the form with everything typed', async ({ page }) => {
    await openStarterBundle(page)
    await fillCustomer(page)
    await page.getByLabel("Target's Name").fill('Brother Loudsnore')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page).toHaveURL(/\/mock-payment$/)
    await page.goBack()
    await expect(page.getByLabel("Target's Name")).toHaveValue('Brother Loudsnore')
    await page.goForward()
    await page.getByRole('link', { name: /Edit Order/ }).click()
    await expect(page.getByLabel('Thy Name')).toHaveValue('Dame Aggrieved')
  })

  test('without a chosen bundle the form sends the visitor to /bundles, the review sends them home', async ({
    page,
  }) => {
    await page.goto('/bundle-order')
    await expect(page).toHaveURL(/\/bundles$/)
    await expect(page.getByRole('heading', { name: 'The Starter Arsenal' })).toBeVisible()
    await page.goto('/mock-payment')
    await expect(page).toHaveURL(/\/$/)
  })

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await openStarterBundle(page)
    await addTarget(page).click()
    await fillCustomer(page)
    await page.getByLabel("Target's Name").first().fill('Brother Loudsnore')
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(await overflow()).toBeLessThanOrEqual(0)
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
    expect(await overflow()).toBeLessThanOrEqual(0)
  })

  test('the form, its errors and the review have no serious accessibility violations', async ({ page }) => {
    await openStarterBundle(page)
    await addTarget(page).click()
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expectNoBlockingViolations(page)
    await fillCustomer(page)
    await page.getByLabel("Target's Name").first().fill('Brother Loudsnore')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(total(page)).toBeVisible()
    await expectNoBlockingViolations(page)
  })
})
