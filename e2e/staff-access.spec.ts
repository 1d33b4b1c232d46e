import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { e2eAdmin } from '../playwright.config'
import { secretFromTotpUri, totpCode } from '../tests/support/totp'
import { grantStaffRole, signIn, signInAsAdmin } from './support/staff'

const password = 'a-long-enough-password'
let accounts = 0
const newEmail = (who: string) => `${who}-${Date.now()}-${++accounts}@example.test`

async function signUp(page: Page, email: string, name = 'Ser Newcomer') {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByLabel('Confirm Password').fill(password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Account created successfully!')).toBeVisible()
}

test('the sign-up form says when the passwords differ', async ({ page }) => {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await page.getByLabel('Name').fill('Ser Typo')
  await page.getByLabel('Email').fill(newEmail('typo'))
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByLabel('Confirm Password').fill(`${password}!`)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
})

test('a new account has no staff rights, until an admin grants them', async ({ page, browser }) => {
  const email = newEmail('clerk')
  await signUp(page, email, 'Ser Clerk')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign In with Another Account' })).toBeVisible()

  // the admin made at start grants the role in the Users screen
  await grantStaffRole(browser, email)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Welcome, Ser Clerk' })).toBeVisible()
  // staff do not manage accounts
  await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0)
})

test('an unauthenticated staff page sends to sign-in and back', async ({ page }) => {
  await page.goto('/internal/admin-analytics')
  await expect(page).toHaveURL('/auth?redirect=%2Finternal%2Fadmin-analytics')
  await signIn(page, e2eAdmin.email, e2eAdmin.password)
  await expect(page.getByText('Successfully signed in!')).toBeVisible()
  await expect(page).toHaveURL('/internal/admin-analytics')
})

test('a redirect to another site is refused', async ({ page }) => {
  await page.goto('/auth?redirect=//evil.example/steal')
  await signIn(page, e2eAdmin.email, e2eAdmin.password)
  await expect(page).toHaveURL('/admin')
})

test('the admin layout: keyboard toggle remembered across a reload, accessible, sign out', async ({
  page,
}) => {
  await signInAsAdmin(page)
  await expect(page.getByText('Administrative Realm')).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Needs Attention', 'Tools'])
  await expect(main.getByRole('heading', { level: 3 })).toHaveText([
    'Orders',
    'Inbox',
    'Analytics',
    'Partner Management',
    'Partner Analytics',
    'Payouts',
    'File Manager',
    'Outbox',
  ])
  await expect(main.getByRole('link', { name: /Failed orders/ })).toBeVisible()
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations).toEqual([])

  const sidebar = page.locator('aside')
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  await page.keyboard.press('Control+b')
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  await page.reload()
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state')
  expect(cookie?.value).toBe('false')
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600)
  await page.keyboard.press('Control+b')
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('Signed out successfully')).toBeVisible()
  await expect(page).toHaveURL('/')
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/auth\?redirect=/)
})

test('on a phone the sidebar is a sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await signInAsAdmin(page)
  await expect(page.locator('aside')).toHaveCount(0)
  await page.getByRole('button', { name: 'Open the menu' }).click()
  const sheet = page.getByRole('dialog', { name: 'Back office menu' })
  await expect(sheet).toBeVisible()
  await sheet.getByRole('link', { name: 'Users' }).click()
  await expect(page).toHaveURL('/admin/users')
  await expect(sheet).toHaveCount(0)
})

test('two-factor: enrol with the QR code, sign in with a code, a replayed code is refused', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const email = newEmail('guarded')
  await signUp(page, email, 'Ser Guarded')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()

  // an admin makes the account staff, so it can reach its security page
  await grantStaffRole(browser, email)

  await page.goto('/admin/security')
  await page.getByLabel('Thy password').fill(password)
  await page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click()
  await expect(page.getByRole('img', { name: 'QR code for thy authenticator app' })).toBeVisible()

  // the backup codes are copied or saved as they are shown
  const codes = await page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allTextContents()
  expect(codes.length).toBeGreaterThanOrEqual(8)
  await page.getByRole('button', { name: 'Copy Codes' }).click()
  await expect(page.getByText('Backup codes copied to the clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'))
  const saving = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download Codes' }).click()
  const saved = await saving
  expect(saved.suggestedFilename()).toBe('scrolls-of-fury-backup-codes.txt')
  const file = await readFile(await saved.path(), 'utf8')
  expect(file).toMatch(/^Scrolls of Fury: backup codes/)
  expect(file.trim().split('\n').slice(-codes.length)).toEqual(codes)

  await page.getByText('Cannot scan? Enter the key by hand').click()
  const key = (await page.locator('details code').textContent()) ?? ''
  const secret = secretFromTotpUri(`otpauth://totp/x?secret=${key}`)
  await page.getByLabel('Code from the app').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Turn On' }).click()
  await expect(page.getByText('Two-factor authentication is on for thy account.')).toBeVisible()

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL('/')
  await page.goto('/auth?redirect=/admin')
  await signIn(page, email, password)
  await expect(page.getByRole('heading', { name: 'Two-Factor Verification' })).toBeVisible()
  // the enrolment used this step's code; the next step's is valid and unused
  const code = totpCode(secret, Date.now(), 1)
  await page.getByLabel('Authentication Code').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL('/admin')
  await expect(page.getByRole('heading', { name: 'Welcome, Ser Guarded' })).toBeVisible()

  // someone who watched the code being typed tries it in another browser
  const thief = await browser.newPage()
  await thief.goto('/auth')
  await signIn(thief, email, password)
  await thief.getByLabel('Authentication Code').fill(code)
  await thief.getByRole('button', { name: 'Verify' }).click()
  await expect(
    thief.getByText('This code has already been used. Wait for the next one.').first(),
  ).toBeVisible()
  await thief.goto('/admin')
  await expect(thief).toHaveURL(/\/auth\?redirect=/)
  await thief.close()
})
