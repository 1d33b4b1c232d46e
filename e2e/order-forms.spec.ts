import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { fillScrollForm } from './support/scroll-form'

type ScrollOrder = { card: RegExp; path: RegExp; heading: string; style: string }

const classic: ScrollOrder = {
  card: /^Order Now\W+Classic Scroll$/,
  path: /\/light-rant-form$/,
  heading: 'Classic Scroll',
  style: 'Petty',
}
const cursed: ScrollOrder = {
  card: /^Order Now\W+Cursed Scroll$/,
  path: /\/scroll-of-fury-form$/,
  heading: 'Cursed Scroll',
  style: 'Gothic',
}
const eternal: ScrollOrder = {
  card: /^Order Now\W+Eternal Scroll$/,
  path: /\/eternal-scroll-form$/,
  heading: 'Eternal Scroll',
  style: 'Shakespearean',
}

const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.]/g, '')) * 100)
const liveTotal = (page: Page) => page.getByRole('status', { name: 'Total' })

/** From the landing page's scroll card to the filled-in form. */
async function openFormFromLanding(page: Page, scroll: ScrollOrder) {
  await page.goto('/')
  await page.locator('#choose-thy-scroll').getByRole('link', { name: scroll.card }).click()
  await expect(page).toHaveURL(scroll.path)
  await expect(page.getByRole('heading', { level: 1, name: scroll.heading })).toBeVisible()
}

/**
 * Submits the form, checks its review and the test checkout charge what the form showed, pays, and checks
 * the confirmation. Returns the amount in cents.
 */
async function payAndConfirm(page: Page, target: string): Promise<number> {
  const shown = cents((await liveTotal(page).textContent()) ?? '')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()

  await expect(page).toHaveURL(/\/payment\?orderId=[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Pay' })).toBeVisible()
  expect(cents((await page.locator('dd').last().textContent()) ?? '')).toBe(shown)
  await page.getByRole('button', { name: 'Pay Now' }).click()

  await expect(page).toHaveURL(/\/test-checkout\/test_cs_[0-9a-f]{32}$/)
  await expect(page.getByText('Test payment: no money will be taken')).toBeVisible()
  await expect(page.getByText(`for ${target}`)).toBeVisible()
  const pay = page.getByRole('button', { name: /^Pay \$/ })
  expect(cents((await pay.textContent()) ?? '')).toBe(shown)
  await pay.click()

  await expect(page).toHaveURL(/\/payment-success\?session_id=test_cs_[0-9a-f]{32}&order_id=[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
  const paid = page.locator('dt', { hasText: 'Amount paid' }).locator('xpath=following-sibling::dd')
  expect(cents((await paid.textContent()) ?? '')).toBe(shown)
  await expect(page.getByText(/Order #[0-9A-F]{8}\b/)).toBeVisible()
  await expect(page.getByText(/emailed to its recipient/)).toBeVisible()
  return shown
}

async function earlyBirdPlaces(page: Page): Promise<number> {
  const response = await page.request.get('/api/early-bird')
  return ((await response.json()) as { remaining: number }).remaining
}

test.describe('the single-scroll order forms', () => {
  // each goes through the form, its review, the checkout and the confirmation
  test.describe.configure({ timeout: 60_000 })
  test('a Classic Scroll with immediate delivery is paid at the total the form showed', async ({ page }) => {
    await openFormFromLanding(page, classic)
    const earlyBird = (await earlyBirdPlaces(page)) > 0
    await fillScrollForm(page, { style: classic.style, target: 'Baron Classic' })
    await expect(page.getByLabel('Intensity')).toHaveValue('2')
    await expect(page.getByText('2 · Gentle Mockery')).toBeVisible()
    await page.getByLabel(/Immediate email delivery/).check()
    // 1499 + 200, and the early bird takes 10% of the base while places are left
    const expected = earlyBird ? 1699 - 150 : 1699
    await expect(liveTotal(page)).toHaveText(`$${(expected / 100).toFixed(2)}`)
    if (earlyBird) await expect(page.getByText(/Early bird: 10% off, \d+ places? left/)).toBeVisible()

    expect(await payAndConfirm(page, 'Baron Classic')).toBe(expected)
    await expect(page.getByText(/as soon as it is sealed/)).toBeVisible()
  })

  test('a Cursed Scroll with the partner code ROAST10 costs exactly $32.39', async ({ page }) => {
    await openFormFromLanding(page, cursed)
    const earlyBird = (await earlyBirdPlaces(page)) > 0
    await fillScrollForm(page, { style: cursed.style, target: 'Baron Cursed' })
    await expect(page.getByLabel('ALL CAPS')).toBeChecked()
    for (const channel of [/Parchment delivery/, /SMS delivery/]) {
      await expect(page.getByLabel(channel)).toBeDisabled()
      await expect(page.getByLabel(channel)).not.toBeChecked()
    }
    // a checkbox takes no readonly attribute: the HTML checker calls it an error
    await expect(page.locator('input[type="checkbox"][readonly]')).toHaveCount(0)
    const code = page.getByLabel('Discount Code')
    await code.fill(' roast10 ')
    await code.press('Enter')
    await expect(page.getByText('ROAST10', { exact: true })).toBeVisible()
    // Enter checked the code and did not submit the order
    await expect(page).toHaveURL(cursed.path)
    // the early bird and a code do not combine: while the early bird takes its 10%, the code changes nothing
    const line = earlyBird ? 'Early bird (10% off)' : 'Partner discount ROAST10 (10% off)'
    if (earlyBird) {
      await expect(
        page.getByText(/is a good code, but the early-bird 10% already applies; codes do not combine/),
      ).toBeVisible()
      await expect(page.getByText(/Partner discount/)).toHaveCount(0)
      await expect(page.getByText(/ROAST10 applied/)).toHaveCount(0)
    }
    await expect(page.getByText(line)).toBeVisible()
    await expect(liveTotal(page)).toHaveText('$32.39')

    expect(await payAndConfirm(page, 'Baron Cursed')).toBe(3239)
    await expect(page.getByText(line)).toBeVisible()
  })

  test('an Eternal Scroll is paid at the total the form showed', async ({ page }) => {
    await openFormFromLanding(page, eternal)
    await expect(page.getByText('+ Premium PDF Receipt + Hall of Fame Feature')).toBeVisible()
    await fillScrollForm(page, { style: eternal.style, target: 'Baron Eternal' })
    await page.getByLabel('Tone (optional)').selectOption({ label: 'Ominous Prophecy' })
    await page.getByLabel(/Voice narration/).check()
    await page.getByLabel(/Priority delivery/).check()
    const earlyBird = (await earlyBirdPlaces(page)) > 0
    const expected = 9900 + 500 + 500 - (earlyBird ? 990 : 0)
    await expect(liveTotal(page)).toHaveText(`$${(expected / 100).toFixed(2)}`)

    expect(await payAndConfirm(page, 'Baron Eternal')).toBe(expected)
    await expect(page.getByText(/within 5 hours/)).toBeVisible()
  })

  test('a partner landing visitor gets partner prices, and the code comes off the partner price', async ({
    page,
  }) => {
    // what the partner landing stores for 30 days (its own spec covers the landing itself)
    await page.goto('/')
    await page.evaluate(() =>
      localStorage.setItem('partner_ref', JSON.stringify({ slug: 'sir-roastalot', at: Date.now() })),
    )
    await page.goto('/scroll-of-fury-form?pricing=partner')
    // the product keeps its one name; the partner page's words are its subtitle
    await expect(page.getByRole('heading', { level: 1, name: 'Cursed Scroll' })).toBeVisible()
    await expect(page.getByText('Scroll of Fury', { exact: true })).toBeVisible()
    await expect(page.getByText('Partner price')).toBeVisible()
    await fillScrollForm(page, { style: cursed.style, target: 'Baron Partnered' })
    await page.getByLabel('Discount Code').fill('ROAST10')
    await page.getByRole('button', { name: 'Apply' }).click()
    // 2499 - 250
    await expect(liveTotal(page)).toHaveText('$22.49')
    expect(await payAndConfirm(page, 'Baron Partnered')).toBe(2249)
  })

  test('unknown and inactive partners\u2019 codes are invalid', async ({ page }) => {
    await page.goto('/scroll-of-fury-form')
    const code = page.getByLabel('Discount Code')
    for (const attempt of ['NOSUCHCODE', 'banished10']) {
      await code.fill(attempt)
      await page.getByRole('button', { name: 'Apply' }).click()
      await expect(page.getByRole('alert')).toHaveText('Invalid discount code')
      await expect(code).toHaveAttribute('aria-invalid', 'true')
    }
    await expect(page.getByText('Partner discount')).toHaveCount(0)
  })

  test('missing and malformed fields are named beside the fields and nothing is ordered', async ({
    page,
  }) => {
    await page.goto('/light-rant-form')
    await page.getByRole('button', { name: 'Proceed to Payment' }).click()
    for (const message of [
      'Name is required',
      'Email is required',
      'Target name is required',
      'Recipient email is required',
      'Grievance is required',
      'Please choose a style',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(page.getByLabel('Thy Name')).toBeFocused()
    await expect(page.getByLabel('Thy Name')).toHaveAttribute('aria-invalid', 'true')

    await fillScrollForm(page, { style: classic.style, target: 'Baron Typo' })
    await page.getByLabel('Thy Email').fill('grumbles-at-example')
    await page.getByRole('button', { name: 'Proceed to Payment' }).click()
    await expect(page.getByText('Email must be a valid email address')).toBeVisible()
    await expect(page).toHaveURL(/\/light-rant-form$/)
  })
})

test.describe('the order forms are accessible', () => {
  for (const path of ['/light-rant-form', '/scroll-of-fury-form', '/eternal-scroll-form']) {
    test(`${path} has no serious or critical violations, also with errors shown`, async ({ page }) => {
      await page.goto(path)
      await expect(liveTotal(page)).toBeVisible()
      await page.getByRole('button', { name: 'Proceed to Payment' }).click()
      // the first page of a run can still be loading its form when the code is typed: type it again then
      await expect(async () => {
        await page.getByLabel('Discount Code').fill('NOPE')
        await page.getByLabel('Discount Code').press('Enter')
        await expect(page.getByRole('alert')).toHaveText('Invalid discount code', { timeout: 2000 })
      }).toPass({ timeout: 15_000 })
      const results = await new AxeBuilder({ page }).analyze()
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  /** The bar at the foot of the screen: the total and the form's one submit button. */
  const totalBar = (page: Page) => page.locator('.total-bar')

  for (const { path, submit, total } of [
    { path: '/light-rant-form', submit: 'Proceed to Payment', total: /^\$1[34]\.[0-9]{2}$/ },
    { path: '/love-me-scroll-form', submit: 'Continue to Payment', total: /^\$10\.00$/ },
  ]) {
    test(`${path} keeps its total and submit button on screen from the top of the form`, async ({ page }) => {
      await page.goto(path)
      await expect(liveTotal(page)).toBeAttached()
      // the form runs far below the screen, and its button is still in reach
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      expect(height).toBeGreaterThan(844 * 2)
      const bar = totalBar(page)
      const button = bar.getByRole('button', { name: submit })
      await expect(button).toBeInViewport()
      await expect(bar.getByText(total)).toBeInViewport()
      const box = await bar.boundingBox()
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844.5)
      await expect(page.getByRole('button', { name: submit })).toHaveCount(1)

      // halfway down it is still there, and a control reached with the keyboard is never under it
      await page.mouse.wheel(0, 1200)
      await expect(button).toBeInViewport()
      await page.getByLabel(/^(Thy Name)/).focus()
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press('Tab')
        const [focused, barBox] = await Promise.all([
          page.evaluate(() => document.activeElement?.getBoundingClientRect().bottom ?? 0),
          bar.boundingBox(),
        ])
        if (await page.evaluate(() => document.activeElement?.closest('.total-bar') !== null)) break
        expect(focused).toBeLessThanOrEqual((barBox?.y ?? 844) + 1)
      }

      // pressed from the middle of the form, it checks the form as the desktop's button does
      await button.click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByLabel(/^(The Grievance|The Situation)/)).toHaveAttribute('aria-invalid', 'true')
    })
  }

  test('the bundle form keeps its total and button on screen too', async ({ page }) => {
    await page.goto('/bundles')
    await page.getByRole('button', { name: 'Order Bundle' }).click()
    await expect(page).toHaveURL(/\/bundle-order$/)
    // from the form's first field to its end, the bar stays at the screen's foot
    await page.getByLabel('Thy Name').scrollIntoViewIfNeeded()
    await expect(totalBar(page).getByRole('button', { name: 'Continue to Payment' })).toBeInViewport()
    await expect(totalBar(page).getByText('$17.99')).toBeInViewport()
    await page.mouse.wheel(0, 600)
    await expect(totalBar(page).getByRole('button', { name: 'Continue to Payment' })).toBeInViewport()
  })
})

test('on a desktop the summary beside the form holds the total and the button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/scroll-of-fury-form')
  const button = page.getByRole('button', { name: 'Proceed to Payment' })
  await expect(liveTotal(page)).toBeVisible()
  // well down the form, the summary beside it is still in view
  await page.getByLabel('The Grievance').scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 400)
  await expect(button).toBeInViewport()
  await expect(liveTotal(page)).toBeInViewport()
  // the bar's own total is the phone's; the summary beside the form shows it here
  await expect(page.locator('.total-bar').getByText('Total', { exact: true })).toBeHidden()
  const summary = await liveTotal(page).boundingBox()
  const form = await page.getByLabel('Thy Name').boundingBox()
  expect(summary?.x ?? 0).toBeGreaterThan((form?.x ?? 0) + (form?.width ?? 0))
})
