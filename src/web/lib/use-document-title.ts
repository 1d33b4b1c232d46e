import { useEffect } from 'react'
import { shop } from '@/domain/shop'

// index.html carries the home page's title; the first page to set a title keeps it, so returning home
// restores it (read in the browser only: the build renders some pages without a document)
let homeTitle: string | undefined

/** Sets the tab title for a page; without a title it restores the home page's one. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    homeTitle ??= document.title
    document.title = title ? `${title} · ${shop.name}` : homeTitle
  }, [title])
}
