import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.]/g, '')) * 100)
const total = (page: Page) => page.getByRole('status', { name: 'Total' })

async function storedPartnerRef(page: Page): Promise<string | null> {
  const raw = await page.evaluate(() => localStorage.getItem('partner_ref'))
  return raw ? (JSON.parse(raw) as { slug: string }).slug : null
}

async function earlyBirdPlaces(page: Page): Promise<number> {
  const response = await page.request.get('/api/early-bird')
  return ((await response.json()) as { remaining: number }).remaining
}

test.describe('the partner landing', () => {
  for (const path of ['/p/sir-roastalot', '/r/sir-roastalot']) {
    test(`${path} shows the partner prices and remembers the partner`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Recommended by Sir Roastalot' }),
      ).toBeVisible()
      // each scroll by its one name, the partner page's words as its subtitle
      for (const [name, subtitle, price, href] of [
        ['Classic Scroll', 'Light Rant', '$7.99', '/light-rant-form?pricing=partner'],
        ['Cursed Scroll', 'Scroll of Fury', '$24.99', '/scroll-of-fury-form?pricing=partner'],
        ['Eternal Scroll', 'Epic Proclamation', '$94.00', '/eternal-scroll-form?pricing=partner'],
      ] as const) {
        const card = page.locator('article').filter({ has: page.getByRole('heading', { name }) })
        await expect(card.getByText(subtitle, { exact: true })).toBeVisible()
        await expect(card).toContainText(price)
        await expect(card.getByRole('link', { name: `Order ${name}` })).toHaveAttribute('href', href)
      }
      // each struck bundle price says what it is made of, and each saving what it is against
      for (const [title, price, was, madeOf, saving] of [
        [
          'The Courtroom',
          '$99.00',
          '$149.95',
          'Was $149.95: 5 Cursed Scrolls at the bundle rate of $29.99 each.',
          'Save 34% against the bundle rate',
        ],
        [
          'The Royal Arsenal',
          '$199.00',
          '$299.00',
          'Listed at $299.00. Thou choosest its 5 scrolls, so that is no sum of theirs: at the bundle rate, 5 cost $64.95 to $495.00.',
          null,
        ],
        [
          'Holiday Siege Pack',
          '$119.00',
          '$129.90',
          'Was $129.90: 10 Classic Scrolls at the bundle rate of $12.99 each.',
          'Save 8% against the bundle rate',
        ],
      ] as const) {
        const card = page.locator('article').filter({ has: page.getByRole('heading', { name: title }) })
        await expect(card).toContainText(price)
        await expect(card).toContainText(was)
        await expect(card.getByText(madeOf, { exact: true })).toBeVisible()
        if (saving) await expect(card).toContainText(saving)
        else await expect(card.getByText(/^Save/)).toHaveCount(0)
      }
      // beside single Classic Scrolls at $7.99, the pack does not hide that ten of them cost less
      await expect(
        page
          .locator('article')
          .filter({ has: page.getByRole('heading', { name: 'Holiday Siege Pack' }) })
          .getByText(/10 single Classic Scrolls at the partner price of \$7\.99 come to \$79\.90, less than/),
      ).toBeVisible()
      await expect(page.getByText(/^The bundle rate is what a scroll costs/)).toBeVisible()
      await expect(page.getByText(/for 30 days/)).toBeVisible()
      expect(await storedPartnerRef(page)).toBe('sir-roastalot')
    })
  }

  for (const slug of ['baron-banished', 'no-such-partner']) {
    test(`/p/${slug} shows the 404 page and attributes nothing`, async ({ page }) => {
      const response = await page.goto(`/p/${slug}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
      await expect(page.getByText(/Recommended by/)).toHaveCount(0)
      expect(await storedPartnerRef(page)).toBeNull()
      await page.getByRole('link', { name: 'Return to Home' }).click()
      await expect(page).toHaveURL(/\/$/)
    })
  }

  test('a Classic Scroll ordered through the partner link is charged the partner price', async ({ page }) => {
    await page.goto('/p/sir-roastalot')
    await page.getByRole('link', { name: 'Order Classic Scroll' }).click()
    await expect(page).toHaveURL(/\/light-rant-form\?pricing=partner$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Classic Scroll' })).toBeVisible()
    await expect(page.getByText('Light Rant', { exact: true })).toBeVisible()
    const earlyBird = (await earlyBirdPlaces(page)) > 0
    await page.getByLabel('Thy Name').fill('Ser Grumblesworth')
    await page.getByLabel('Thy Email').fill('grumbles@example.test')
    await page.getByLabel("Target's Name").fill('Baron Partnered')
    await page.getByLabel("Recipient's Email").fill('baron@example.test')
    await page.getByLabel('The Grievance').fill('Borrowed my lute and returned a kazoo.')
    await page.getByLabel('Writing Style').selectOption({ label: 'Petty' })
    // 10% of 799 is 79.9, rounded to 80 cents
    await expect(total(page)).toHaveText(earlyBird ? '$7.19' : '$7.99')
    const shown = cents((await total(page).textContent()) ?? '')
    await page.getByRole('button', { name: 'Proceed to Payment' }).click()

    // the review shows the price the server placed the order at, then the checkout charges it
    await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(page).toHaveURL(/\/test-checkout\/test_cs_[0-9a-f]{32}$/)
    const pay = page.getByRole('button', { name: /^Pay \$/ })
    expect(cents((await pay.textContent()) ?? '')).toBe(shown)
    await expect(page.getByText('$7.99').first()).toBeVisible()
  })

  test('a partner bundle opens the bundle form and is paid through the same checkout', async ({ page }) => {
    await page.goto('/r/lady-grudgewell')
    await expect(page.getByRole('heading', { name: 'Recommended by Lady Grudgewell' })).toBeVisible()
    await page.getByRole('link', { name: 'Order The Courtroom' }).click()
    await expect(page).toHaveURL(/\/bundle-order$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Order The Courtroom' })).toBeVisible()
    await expect(page.getByLabel('Scroll Type')).toHaveValue('Cursed Scroll')
    await expect(
      page.getByText(/^Was \$149\.95: 5 Cursed Scrolls at the bundle rate of \$29\.99 each\./),
    ).toBeVisible()
    await page.getByLabel('Thy Name').fill('Dame Aggrieved')
    await page.getByLabel('Thy Email').fill('dame@example.test')
    await page.getByLabel("Target's Name").fill('Judge Snoozewell')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
    const earlyBird = (await earlyBirdPlaces(page)) > 0
    await expect(total(page)).toHaveText(earlyBird ? '$89.10' : '$99.00')
    const shown = cents((await total(page).textContent()) ?? '')
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(page).toHaveURL(/\/test-checkout\/test_cs_[0-9a-f]{32}$/)
    const pay = page.getByRole('button', { name: /^Pay \$/ })
    expect(cents((await pay.textContent()) ?? '')).toBe(shown)
  })

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/p/bitter-bard')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Recommended by The Bitter Bard' }),
    ).toBeVisible()
    // a partner without a code does not promise one
    await expect(page.getByText(/discount code/)).toHaveCount(0)
    const results = await new AxeBuilder({ page }).analyze()
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})
