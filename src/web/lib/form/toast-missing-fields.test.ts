import { beforeEach, describe, expect, it, vi } from 'vitest'
import { showToast } from '@/web/components/ui/toast'
import { toastMissingFields } from './toast-missing-fields'

vi.mock('@/web/components/ui/toast', () => ({ showToast: vi.fn() }))

type Values = { name: string; email: string; note?: string }

beforeEach(() => vi.mocked(showToast).mockClear())

describe('toastMissingFields', () => {
  const handlerFor = (values: Values) =>
    toastMissingFields(() => values, ['name', 'email'], 'Please fill in all required fields')

  it('toasts when a required field was left empty or blank', () => {
    handlerFor({ name: '   ', email: 'ada@example.test' })({ name: 'Name is required' })
    expect(showToast).toHaveBeenCalledWith({
      title: 'Missing Information',
      description: 'Please fill in all required fields',
      variant: 'error',
    })
  })

  it('stays quiet when the refused fields are filled but malformed, or not required', () => {
    handlerFor({ name: 'Ada', email: 'not-an-email', note: '' })({ email: 'refused', note: 'refused' })
    expect(showToast).not.toHaveBeenCalled()
  })
})
