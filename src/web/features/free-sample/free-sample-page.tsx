import { HomeLink, PageIntro } from '@/web/components/page-intro'
import { useDocumentTitle } from '@/web/lib/use-document-title'
import { FreeSamplePicker } from './free-sample-picker'
import { LightningRoastForm } from './lightning-roast-form'
import { PaidScrollLinks } from './paid-scroll-links'

export function FreeSamplePage() {
  useDocumentTitle('Free Sample')
  return (
    <main id="main" tabIndex={-1} className="px-5 pt-6 pb-16">
      <div className="mx-auto flex max-w-4xl flex-col gap-14">
        <div>
          <HomeLink />
          <PageIntro eyebrow="Try Before Thou Buyest" title="A Free Taste of Fury">
            <p className="section-lede">
              Name a soul, pick a sample, and the scribes shall fill it in. Three free samples a day, on the
              house.
            </p>
          </PageIntro>
        </div>

        <FreeSamplePicker />

        <section aria-labelledby="drawing-title" className="grid gap-8 md:grid-cols-2 md:items-start">
          <div>
            <h2 id="drawing-title" className="text-3xl">
              The Weekly Lightning Roast
            </h2>
            <p className="mt-3 text-lg">Every Monday at noon we draw one entry for a free lightning roast.</p>
            <p className="mt-3">
              If thou winnest, our scribe engine writes a lightning roast of the target thou namest: one
              swift, searing page, sealed as a PDF and emailed to thee for free, to pass on as thou wilt.
            </p>
          </div>
          <LightningRoastForm />
        </section>

        <PaidScrollLinks />
      </div>
    </main>
  )
}
