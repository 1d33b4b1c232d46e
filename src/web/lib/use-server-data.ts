import { useCallback, useEffect, useState } from 'react'

/**
 * What a form page reads from the server when it opens (early-bird places, today's free samples), without
 * TanStack Query in its first load. Until the server answers, and if it fails, the page keeps `initial`:
 * these figures only refine what the page shows. `reload` asks again; `setData` takes a newer answer.
 */
export function useServerData<T>(load: () => Promise<T>, initial?: () => T) {
  const [data, setData] = useState<T | undefined>(initial)
  const [asked, setAsked] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` is the request to ask again
  useEffect(() => {
    let current = true
    load().then(
      (loaded) => current && setData(loaded),
      () => {},
    )
    return () => {
      current = false
    }
  }, [load, asked])
  const reload = useCallback(() => setAsked((count) => count + 1), [])
  return { data, setData, reload }
}
