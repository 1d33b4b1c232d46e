import { shop } from '@/domain/shop'
import { showToast } from '@/web/components/ui/toast'

const shareText = `I just commissioned an epic scroll of righteous fury from ${shop.name}. My enemies should be nervous.`

/** Plain share links (no third-party scripts) and a copy-link button; they share the shop, not the request. */
export function ShareButtons() {
  const shopUrl = `${window.location.origin}/`
  const links = [
    {
      label: 'Share on X',
      href: `https://twitter.com/intent/tweet?${new URLSearchParams({ text: shareText, url: shopUrl })}`,
    },
    {
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: shopUrl })}`,
    },
  ]

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shopUrl)
      showToast({ title: 'Link copied!', description: shopUrl, variant: 'success' })
    } catch {
      showToast({ title: 'Could not copy the link', description: shopUrl, variant: 'error' })
    }
  }

  return (
    <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {links.map((link) => (
        <li key={link.label} className="flex">
          <a href={link.href} target="_blank" rel="noopener noreferrer" className="btn-secondary w-full">
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
      <li className="flex">
        <button type="button" className="btn-secondary w-full" onClick={copyLink}>
          Copy Link
        </button>
      </li>
    </ul>
  )
}
