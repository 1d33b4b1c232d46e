import { useEffect } from 'react'
import { shop } from '@/domain/shop'

// index.html carries the home page's title; keep it so returning home restores it
const homeTitle = document.title

/** Sets the tab title for a page; without a title it restores the home page's one. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${shop.name}` : homeTitle
  }, [title])
}
