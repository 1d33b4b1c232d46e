import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { HomeLink } from '@/web/components/page-intro'
import { ApiError } from '@/web/lib/api-error'
import { savePartnerRef } from '@/web/lib/partner-attribution'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { type PublicPartner, usePartner } from './api/get-partner'
import { MissingPartner } from './missing-partner'
import { PartnerBundles } from './partner-bundles'
import { PartnerOffers } from './partner-offers'
import { PartnerWelcome, WhyScrolls } from './partner-welcome'

/** /p/{slug} and /r/{slug}: an active partner's landing; any other slug is the shop's 404 page. */
export function PartnerLandingPage() {
  const { slug = '' } = useParams()
  const partner = usePartner(slug)
  useDocumentTitle(partner.data ? `Recommended by ${partner.data.name}` : undefined)

  useEffect(() => {
    if (partner.data) savePartnerRef(partner.data.slug)
  }, [partner.data])

  if (partner.isPending) {
    return (
      <main id="main" tabIndex={-1} aria-busy="true" className="grid min-h-dvh place-items-center px-5">
        <p className="font-display text-xl text-ink-soft">Unrolling the invitation...</p>
      </main>
    )
  }
  if (partner.isError) {
    const missing = partner.error instanceof ApiError && [400, 404].includes(partner.error.status)
    return missing ? <MissingPartner /> : <PartnerLoadError retry={() => void partner.refetch()} />
  }
  return <PartnerLanding partner={partner.data} />
}

function PartnerLanding({ partner }: { partner: PublicPartner }) {
  return (
    <main id="main" tabIndex={-1} className="px-4 pt-6 pb-16 sm:px-5">
      <div className="mx-auto max-w-6xl">
        <HomeLink />
        <PartnerWelcome partner={partner} />
        <PartnerOffers />
        <PartnerBundles slug={partner.slug} />
        <WhyScrolls />
      </div>
    </main>
  )
}

function PartnerLoadError({ retry }: { retry: () => void }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-5 px-6 py-16 text-center"
    >
      <h1 className="text-4xl">The Ravens Lost Their Way</h1>
      <p role="alert" className="text-lg text-ink-soft">
        We could not fetch this partner's invitation. Please try again.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={retry}>
          Try Again
        </button>
        <Link to="/" className="btn-secondary">
          Return to Home
        </Link>
      </div>
    </main>
  )
}
