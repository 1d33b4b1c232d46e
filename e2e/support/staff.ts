import { type Browser, expect, type Page, test } from '@playwright/test'
import { e2eAdmin } from '../../playwright.config'

/** Fills and sends the sign-in form the page shows. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/**
 * Signs in as the admin the browser tests' shop makes at start, and lands on `path`. The session comes
 * from the sign-in API, as the sign-in page's own request gets it, into the browser's cookies: the tests
 * of the sign-in page itself (`staff-access.spec.ts`) fill its form.
 */
export async function signInAsAdmin(page: Page, path = '/admin') {
  const origin = test.info().project.use.baseURL
  if (!origin) throw new Error('the project names no shop')
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
    headers: { origin },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  await page.goto(path)
  await expect(page).toHaveURL(path)
}

/** The admin grants an account the staff role in the Users screen, in a browser of their own. */
export async function grantStaffRole(browser: Browser, email: string) {
  const adminPage = await browser.newPage()
  await signInAsAdmin(adminPage, '/admin/users')
  await adminPage.getByLabel('Search by email or name').fill(email)
  await adminPage.getByLabel(`Role of ${email}`).selectOption('Staff')
  await expect(adminPage.getByText('Role updated')).toBeVisible()
  await adminPage.close()
}
