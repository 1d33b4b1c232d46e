import type { Page } from '@playwright/test'

/** Fills a single-scroll order form (classic, cursed or eternal) as a customer would. */
export async function fillScrollForm(page: Page, { style, target }: { style: string; target: string }) {
  await page.getByLabel('Thy Name').fill('Ser Grumblesworth')
  await page.getByLabel('Thy Email').fill('grumbles@example.test')
  await page.getByLabel("Target's Name").fill(target)
  await page.getByLabel("Recipient's Email").fill('baron@example.test')
  await page.getByLabel('The Grievance').fill('Chews with the vigour of a siege engine.')
  await page.getByLabel('Writing Style').selectOption({ label: style })
}
