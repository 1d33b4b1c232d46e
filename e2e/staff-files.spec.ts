import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './support/staff'

test('upload with progress, list, download and delete a file', async ({ page }) => {
  await signInAsAdmin(page, '/file-manager')
  await expect(page.getByRole('heading', { name: 'File Manager', level: 1 })).toBeVisible()
  await page.getByLabel('Bucket').selectOption('documents')
  await expect(page.getByRole('heading', { name: /^documents \(\d+\)$/ })).toBeVisible()

  // big enough that the progress bar shows while it travels
  const name = `ledger of grudges ${Date.now()}.txt`
  const body = Buffer.alloc(8 * 1024 * 1024, 'grudge ')
  await page
    .getByLabel('Upload a file (up to 50MB)')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: body })
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeVisible()
  await expect(page.getByText('File uploaded successfully')).toBeVisible({ timeout: 30_000 })
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('8 MB')

  const download = page.waitForEvent('download')
  await row.getByRole('link', { name: `Download ${name}` }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/ledger of grudges/)
  expect((await readFile((await file.path()) as string)).equals(body)).toBe(true)

  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations).toEqual([])

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Are you sure you want to delete ${name}?`)
    void dialog.accept()
  })
  await row.getByRole('button', { name: `Delete ${name}` }).click()
  await expect(page.getByText('File deleted successfully')).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('an empty bucket says so', async ({ page }) => {
  await signInAsAdmin(page, '/admin/files')
  await page.getByLabel('Bucket').selectOption('avatars')
  await expect(page.getByText('No files in this bucket')).toBeVisible()
})
