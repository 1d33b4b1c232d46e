import { expect, test } from '@playwright/test'
import { openCommissionInInbox, requestCommission } from './support/commission'
import { signInAsAdmin } from './support/staff'

test('the back office opened directly sets its headings in the shop’s Cinzel and its body in IM Fell', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/orders')
  // a fresh page load, as a bookmark would open it, not a step from the storefront's sign-in page
  await page.reload()
  const heading = page.getByRole('heading', { name: 'Orders', level: 1 })
  await expect(heading).toBeVisible()
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Cinzel,/)

  const loaded = () =>
    page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replaceAll('"', ''))
    })
  await expect.poll(loaded).toEqual(expect.arrayContaining(['Cinzel', 'IM Fell English']))
})

test('the back office’s selects and date fields look like its text fields', async ({ page }) => {
  await signInAsAdmin(page, '/admin/orders')
  const filters = page.getByRole('group', { name: 'Filters' })
  const text = filters.getByLabel('Partner slug')
  const select = filters.getByLabel('Status')
  const date = filters.getByLabel('Placed from')
  await expect(date).toHaveAttribute('type', 'date')

  const look = (element: HTMLElement | SVGElement) => {
    const style = getComputedStyle(element)
    return {
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      color: style.color,
      backgroundColor: style.backgroundColor,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      borderRadius: style.borderTopLeftRadius,
      height: Math.round(element.getBoundingClientRect().height),
    }
  }
  const textLook = await text.evaluate(look)
  expect(textLook.fontFamily).toMatch(/^"IM Fell English"/)
  expect(await select.evaluate(look)).toEqual(textLook)
  expect(await date.evaluate(look)).toEqual(textLook)
})

test('a refused staff form names the field as its label does', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const name = `Ser Labelled ${stamp}`
  await requestCommission(page, {
    name,
    email: `labelled-${stamp}@example.test`,
    target: 'The Reeve of Muddled Fields',
    tale: 'He counted the sheep twice and taxed them thrice.',
  })
  const quotes = await openCommissionInInbox(page, name)
  await quotes.getByLabel(/^Price/).fill('249.50')
  await quotes.getByLabel(/^Delivery/).fill('0')
  await quotes.getByLabel(/^Message to the customer/).fill('Two pages of fury, as thou askest.')
  await quotes.getByRole('button', { name: 'Send Quote' }).click()

  const message = 'Delivery (days) must be a whole number from 1 to 60'
  await expect(quotes.getByLabel(/^Delivery/)).toHaveAccessibleDescription(
    new RegExp(message.replace(/[()]/g, '\\$&')),
  )
  // the toast says the same
  await expect(page.getByRole('listitem').filter({ hasText: 'The quote was not sent' })).toContainText(
    message,
  )
  await expect(page.locator('body')).not.toContainText('deliveryDays')
})

test('the welcome screen keeps its tools in place while it counts what needs attention', async ({ page }) => {
  await signInAsAdmin(page, '/admin')
  // the counts answer slowly, as on a busy day: the cards wait for them in their places
  await page.route('**/api/staff/needs-attention', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.reload()
  const tools = page.getByRole('heading', { name: 'Tools', level: 2 })
  await expect(tools).toBeVisible()
  const before = await tools.boundingBox()
  await expect(page.getByRole('link', { name: /Failed orders/ })).toContainText(/\d/)
  const after = await tools.boundingBox()
  expect(after?.y).toBe(before?.y)
})
