// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useApiMutation } from './use-api-mutation'

const later = <T>() => {
  let settle: { resolve: (value: T) => void; reject: (reason: unknown) => void } | undefined
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject }
  })
  return { promise, ...(settle as NonNullable<typeof settle>) }
}

describe('useApiMutation', () => {
  it('is pending while the request is out, then holds the answer and calls onSuccess', async () => {
    const answer = later<{ id: string }>()
    const send = vi.fn(() => answer.promise)
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useApiMutation(send))
    act(() => result.current.mutate('hello', { onSuccess }))
    expect(send).toHaveBeenCalledWith('hello')
    expect(result.current.isPending).toBe(true)

    await act(async () => answer.resolve({ id: 'abc' }))
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: { id: 'abc' } })
    expect(onSuccess).toHaveBeenCalledWith({ id: 'abc' })
  })

  it('holds the failure and calls onError', async () => {
    const onError = vi.fn()
    const { result } = renderHook(() => useApiMutation(async () => Promise.reject(new TypeError('offline'))))
    act(() => result.current.mutate(undefined, { onError }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.message).toBe('offline')
    expect(onError).toHaveBeenCalledWith(result.current.error)
  })

  it('answers only the latest call, and nothing once the form has gone', async () => {
    const first = later<string>()
    const second = later<string>()
    const send = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise)
    const onSuccess = vi.fn()
    const { result, unmount } = renderHook(() => useApiMutation<number, string>(send))
    act(() => result.current.mutate(1, { onSuccess }))
    act(() => result.current.mutate(2, { onSuccess }))
    await act(async () => first.resolve('first'))
    expect(onSuccess).not.toHaveBeenCalled()
    expect(result.current.isPending).toBe(true)

    unmount()
    second.resolve('second')
    await second.promise
    expect(onSuccess).not.toHaveBeenCalled()
  })
})
