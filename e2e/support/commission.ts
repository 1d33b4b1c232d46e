import { expect, type Page } from '@playwright/test'
import { signInAsAdmin } from './staff'

/** A commission request sent through the public form's API, as a customer's browser sends it. */
export async function requestCommission(
  page: Page,
  request: { name: string; email: string; target: string; tale: string },
) {
  const requested = await page.request.post('/api/commission-requests', {
    data: { ...request, style: 'divine-fury', length: '2-pages' },
  })
  expect(requested.status()).toBe(201)
}

/** Signs in as the steward and opens the customer's request from the Inbox: its Quotes region. */
export async function openCommissionInInbox(page: Page, name: string) {
  await signInAsAdmin(page, '/admin/inbox')
  await page.getByLabel('Search by name or email').fill(name)
  await page.getByRole('row').filter({ hasText: name }).getByRole('link').click()
  await expect(page.getByRole('heading', { name: 'Commission Request', level: 1 })).toBeVisible()
  return page.getByRole('region', { name: 'Quotes' })
}
