import { expect, test } from '@playwright/test'

test.describe('the landing page', () => {
  test('shows the five scrolls with prices and routes each "Order Now" by scroll type', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const choice = page.locator('#choose-thy-scroll')
    const expected = [
      ['Classic Scroll', '$14.99', '/light-rant-form'],
      ['Cursed Scroll', '$35.99', '/scroll-of-fury-form'],
      ['Epic Scroll Commission', '$99.00', '/epic-scroll-commission-form'],
      ['Eternal Scroll', '$99.00', '/eternal-scroll-form'],
      ['Love Me Scroll', '$10.00', '/love-me-scroll-form'],
    ] as const
    for (const [title, price, path] of expected) {
      const link = choice.getByRole('link', { name: new RegExp(`^Order Now\\W+${title}$`) })
      await expect(link).toHaveAttribute('href', path)
      const card = choice
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: new RegExp(`${title}$`) }) })
      await expect(card).toContainText(title)
      await expect(card).toContainText(price)
    }
    await expect(choice).toContainText('+ Premium PDF Receipt + Hall of Fame Feature')

    await choice.getByRole('link', { name: /^Order Now\W+Cursed Scroll$/ }).click()
    await expect(page).toHaveURL(/\/scroll-of-fury-form$/)
  })

  test('hero buttons scroll to the scroll choice and open the bundles', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Choose Thy Scroll' }).first().click()
    await expect(page.locator('#choose-thy-scroll')).toBeInViewport()
    await page.goto('/')
    await page.getByRole('link', { name: 'Browse the Bundles' }).click()
    await expect(page).toHaveURL(/\/bundles$/)
    await expect(page.getByRole('heading', { name: 'The Starter Arsenal' })).toBeVisible()
  })

  test('the Gallery of Fury wraps around both ways, reveals each sealed scroll and scrolls to the choice', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Enter the Gallery' }).click()
    const dialog = page.getByRole('dialog', { name: 'Gallery of Fury' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText("Witness the power of our scribes' quills")
    const slide = dialog.locator('[aria-roledescription="slide"]')
    await expect(slide).toHaveAttribute('aria-label', /The Ex/)
    await expect(slide).toContainText('SEALED BY FLAME')

    await dialog.getByRole('button', { name: 'Previous sample' }).click()
    await expect(slide).toHaveAttribute('aria-label', /3 of 3: The Roommate/)
    await dialog.getByRole('button', { name: 'Next sample' }).click()
    await expect(slide).toHaveAttribute('aria-label', /1 of 3: The Ex/)
    await dialog.getByRole('button', { name: 'Show sample 2' }).click()
    await expect(slide).toHaveAttribute('aria-label', /2 of 3: The Boss/)
    await dialog.getByRole('button', { name: 'Next sample' }).click()
    await dialog.getByRole('button', { name: 'Next sample' }).click()
    await expect(slide).toHaveAttribute('aria-label', /1 of 3: The Ex/)

    const ctas = { ex: 'Reveal the Wrath', boss: 'Send My Rage', roommate: 'Unleash the Full Scroll' }
    await expect(dialog.getByRole('button', { name: ctas.ex })).toBeVisible()
    await expect(dialog).toContainText('These are but whispers of the full storm...')
    // each sample's own call to action shows its sealed scroll, drawn by the build, in the dialog
    const titles = {
      ex: 'A Proclamation Concerning One Hoodie, Grey',
      boss: 'On the Matter of the Seventh Quick Sync',
      roommate: 'An Indictment in the Matter of the Kitchen',
    }
    for (const [position, id] of (['ex', 'boss', 'roommate'] as const).entries()) {
      await dialog.getByRole('button', { name: `Show sample ${position + 1}` }).click()
      await expect(dialog.locator('img')).toHaveCount(0)
      await dialog.getByRole('button', { name: ctas[id] }).click()
      const scroll = dialog.getByRole('img', { name: new RegExp(`^The sealed scroll “${titles[id]}”`) })
      await expect(scroll).toBeVisible()
      await expect
        .poll(() => scroll.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
      expect(await scroll.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
        new RegExp(`/scrolls/${id}-(480|960)\\.webp$`),
      )
    }
    await dialog.getByRole('button', { name: 'Back to the Text' }).click()
    await expect(dialog.getByRole('button', { name: ctas.roommate })).toBeFocused()
    await expect(dialog.locator('img')).toHaveCount(0)

    await dialog.getByRole('button', { name: 'Commission Thy Own Scroll' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.locator('#choose-thy-scroll')).toBeInViewport()
  })

  test('shows a real sealed scroll where it shows what the scribes create', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'See What Our Scribes Create' })
    const scroll = section.getByRole('img', { name: /^The Ex, a sample scroll/ })
    await scroll.scrollIntoViewIfNeeded()
    await expect(scroll).toBeVisible()
    await expect
      .poll(() => scroll.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
    expect(await scroll.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/scrolls\/ex-(480|960)\.webp$/,
    )
    // an A4 page 14rem wide
    const [width, height] = await scroll.evaluate((image: HTMLImageElement) => [
      image.offsetWidth,
      image.offsetHeight,
    ])
    expect(width).toBe(224)
    expect(Math.abs((height as number) - 224 * Math.SQRT2)).toBeLessThan(3)
  })

  test('the bundles page offers The Starter Arsenal and leads to the bundle order', async ({ page }) => {
    await page.goto('/bundles')
    await expect(page.getByRole('heading', { name: 'The Starter Arsenal' })).toBeVisible()
    await expect(page.getByText('$17.99').first()).toBeVisible()
    await expect(page.getByText('$44.97').first()).toBeVisible()
    await page
      .getByRole('button', { name: 'Order Bundle' })
      .or(page.getByRole('link', { name: 'Order Bundle' }))
      .first()
      .click()
    await expect(page).toHaveURL(/\/bundle-order$/)
  })

  test('an unknown path shows the 404 page with a way home, answered with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-scroll')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('every route of the spec answers with a page, not an error', async ({ page }) => {
    for (const path of ['/light-rant-form', '/free-sample', '/p/sir-roastalot', '/admin/files', '/auth']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('main')).toBeVisible()
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0)
    }
  })

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    for (const path of ['/', '/bundles']) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})
