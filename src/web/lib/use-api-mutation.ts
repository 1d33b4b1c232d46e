import { useCallback, useEffect, useRef, useState } from 'react'

type Callbacks<Result> = { onSuccess?: (result: Result) => void; onError?: (error: Error) => void }

type State<Result> =
  | { status: 'idle' | 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: Result; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error }

/**
 * A request a form sends through the API client (an order, a message): whether it is on its way, what
 * came back or why it failed. Only the latest call answers, and not after the form has gone; the form
 * pages use this instead of TanStack Query, which stays out of their first load.
 */
export function useApiMutation<Input, Result>(send: (input: Input) => Promise<Result>) {
  const [state, setState] = useState<State<Result>>({ status: 'idle' })
  const latest = useRef(0)
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const mutate = useCallback(
    (input: Input, callbacks: Callbacks<Result> = {}) => {
      const call = ++latest.current
      const answers = () => mounted.current && call === latest.current
      setState({ status: 'pending' })
      send(input).then(
        (data) => {
          if (!answers()) return
          setState({ status: 'success', data })
          callbacks.onSuccess?.(data)
        },
        (reason: unknown) => {
          if (!answers()) return
          const error = reason instanceof Error ? reason : new Error(String(reason))
          setState({ status: 'error', error })
          callbacks.onError?.(error)
        },
      )
    },
    [send],
  )

  return {
    mutate,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
  }
}
