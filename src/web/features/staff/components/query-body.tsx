import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

type Props<T> = {
  query: UseQueryResult<T>
  /** what is loading, as in "Loading the quotes..." */
  loading: string
  /** what failed, as in "Failed to load the quotes." */
  failed: string
  /** shown while loading instead of the words, shaped as the content, so nothing below it moves */
  placeholder?: ReactNode
  children: (data: T) => ReactNode
}

/** A part of a staff screen read from the server: loading, failed with a retry, or its content. */
export function QueryBody<T>({ query, loading, failed, placeholder, children }: Props<T>) {
  if (query.isPending && placeholder) {
    return (
      <div aria-busy="true">
        <p className="sr-only">{loading}</p>
        <div aria-hidden="true">{placeholder}</div>
      </div>
    )
  }
  if (query.isPending) return <p aria-busy="true">{loading}</p>
  if (query.isError) {
    return (
      <p role="alert">
        {failed}{' '}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    )
  }
  return children(query.data)
}
