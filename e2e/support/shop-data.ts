import path from 'node:path'
import { test } from '@playwright/test'
import { e2eDataDirOf } from '../../playwright.config'

/** The data folder of the shop the running test's project is served by. */
export function shopDataDir(): string {
  const baseURL = test.info().project.use.baseURL
  if (!baseURL) throw new Error('the project names no shop')
  return e2eDataDirOf(Number(new URL(baseURL).port))
}

/** The running test's shop's dev outbox: every email it sent, one file each. */
export const shopOutboxDir = () => path.join(shopDataDir(), 'outbox')
