import { type Browser, expect, type Page } from '@playwright/test'
import { e2eAdmin } from '../../playwright.config'

/** Fills and sends the sign-in form the page shows. */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Signs in as the admin the browser tests' shop makes at start, and lands on `path`. */
export async function signInAsAdmin(page: Page, path = '/admin') {
  await page.goto(`/auth?redirect=${encodeURIComponent(path)}`)
  await signIn(page, e2eAdmin.email, e2eAdmin.password)
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
