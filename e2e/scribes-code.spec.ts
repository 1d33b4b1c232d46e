import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

/** The shop's rule pages: the footer's link to each, where it leads, and the page's one h1. */
const rulePages = [
  { link: "Scribes' Code", path: '/scribes-code', heading: "The Scribes' Code" },
  { link: 'Terms', path: '/terms', heading: 'Terms of Service' },
  { link: 'Privacy', path: '/privacy', heading: 'Privacy Notice' },
  { link: 'Refunds', path: '/refunds', heading: 'Refunds' },
]

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('the rule pages', () => {
  for (const { link, path, heading } of rulePages) {
    test(`the footer leads to ${path}, which has no serious accessibility violations`, async ({ page }) => {
      await page.goto('/')
      const footer = page.getByRole('navigation', { name: 'Footer' })
      await footer.scrollIntoViewIfNeeded()
      await footer.getByRole('link', { name: link, exact: true }).click()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page).toHaveTitle(`${heading} · Scrolls of Fury`)
      await page.waitForLoadState('networkidle')
      await expectNoSeriousViolations(page)
    })

    test(`${path} is a page the server knows`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    })
  }

  test('the Scribes’ Code shows every rule and how the shop keeps them', async ({ page }) => {
    await page.goto('/scribes-code')
    const refused = page.getByRole('region', { name: 'What We Refuse to Write' })
    await expect(refused.getByRole('heading', { level: 3 })).toHaveCount(7)
    await expect(refused.getByRole('heading', { name: 'No threats of real harm' })).toBeVisible()
    const kept = page.getByRole('region', { name: 'How We Keep the Code' })
    await expect(kept.getByText('Every order is screened before payment.')).toBeVisible()
    await expect(kept.getByText('An order refused after payment is refunded in full.')).toBeVisible()
  })

  test('the FAQ’s “no refunds” leads to the refund rules', async ({ page }) => {
    await page.goto('/#faq')
    await page.getByText('Can I get a refund?').click()
    await page.getByRole('link', { name: 'What “no refunds” means' }).click()
    await expect(page).toHaveURL('/refunds')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refunds')
  })
})

/** Every order form, as a customer opens it, with its submit button. */
const orderForms: Array<{ name: string; open: (page: Page) => Promise<void>; submit: string }> = [
  {
    name: 'the Classic Scroll form',
    open: (page) => page.goto('/light-rant-form').then(() => {}),
    submit: 'Proceed to Payment',
  },
  {
    name: 'the Cursed Scroll form',
    open: (page) => page.goto('/scroll-of-fury-form').then(() => {}),
    submit: 'Proceed to Payment',
  },
  {
    name: 'the love scroll form',
    open: (page) => page.goto('/love-me-scroll-form').then(() => {}),
    submit: 'Continue to Payment',
  },
  {
    name: 'the bundle order form',
    open: async (page) => {
      await page.goto('/bundles')
      await page.getByRole('button', { name: 'Order Bundle' }).click()
      await expect(page).toHaveURL('/bundle-order')
    },
    submit: 'Continue to Payment',
  },
  {
    name: 'the commission request form',
    open: (page) => page.goto('/custom-commission-form').then(() => {}),
    submit: 'Request My Quote',
  },
  {
    name: 'the lightning roast entry',
    open: (page) => page.goto('/free-sample').then(() => {}),
    submit: 'Enter the Drawing',
  },
]

test.describe('the order forms', () => {
  for (const { name, open, submit } of orderForms) {
    test(`${name} links to the Scribes' Code beside its submit button`, async ({ page }) => {
      await open(page)
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: submit }) })
      await expect(form).toHaveCount(1)
      await form.getByRole('link', { name: "the Scribes' Code" }).click()
      await expect(page).toHaveURL('/scribes-code')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("The Scribes' Code")
    })
  }
})
