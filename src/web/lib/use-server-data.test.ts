// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useServerData } from './use-server-data'

describe('useServerData', () => {
  it('shows the initial figure until the server answers, and asks again on reload', async () => {
    const load = vi.fn().mockResolvedValueOnce(2).mockResolvedValueOnce(0)
    const { result } = renderHook(() => useServerData<number>(load, () => 3))
    expect(result.current.data).toBe(3)
    await waitFor(() => expect(result.current.data).toBe(2))

    act(() => result.current.reload())
    await waitFor(() => expect(result.current.data).toBe(0))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps what it had when the server fails', async () => {
    const load = vi.fn(async () => Promise.reject(new Error('down')))
    const { result } = renderHook(() => useServerData<number>(load, () => 3))
    await waitFor(() => expect(load).toHaveBeenCalled())
    await act(async () => {})
    expect(result.current.data).toBe(3)
  })
})
