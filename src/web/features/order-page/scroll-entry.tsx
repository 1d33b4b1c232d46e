import type { SentScroll } from './api/get-order-page'
import { scrollFilePath } from './api/get-order-page'
import { notSentNote, scrollStateCopy } from './scroll-state-copy'
import { ScrollWords } from './scroll-words'

const sentDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

type ScrollEntryProps = { token: string; scroll: SentScroll; numbered: boolean }

/** One scroll of the order: for whom, where it stands, and once sent, its words and its files. */
export function ScrollEntry({ token, scroll, numbered }: ScrollEntryProps) {
  const headingId = `scroll-${scroll.scrollNumber}-title`
  const wordsId = `scroll-${scroll.scrollNumber}-words`
  const sent = scroll.state === 'sent'
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 border-t-2 border-gold pt-5">
      <h2 id={headingId} className="text-2xl">
        {numbered ? `Scroll ${scroll.scrollNumber}: ` : ''}For {scroll.targetName}
      </h2>
      <p>
        <span className="text-ink-soft">Status: </span>
        <strong>{scrollStateCopy[scroll.state]}</strong>
        {sent && scroll.sentAt && ` on ${sentDay.format(new Date(scroll.sentAt))}`}
        {sent &&
          (scroll.sentTo === 'recipient'
            ? ', to its recipient’s email'
            : ', to thee, as no address was given for them')}
        {sent && scroll.corrected && ' (a corrected copy, which replaced the first)'}
      </p>
      {scroll.state === 'not-sent' && <p className="text-ink-soft">{notSentNote}</p>}
      {scroll.scroll && (
        <>
          <ScrollWords words={scroll.scroll} headingId={wordsId} />
          <ul aria-label="Downloads" className="flex flex-wrap gap-3">
            {scroll.pdf && (
              <li>
                <a className="btn-primary" href={scrollFilePath(token, scroll.scrollNumber, 'pdf')} download>
                  Download the Sealed PDF
                </a>
              </li>
            )}
            {scroll.narration === 'ready' && (
              <li>
                <a
                  className="btn-secondary"
                  href={scrollFilePath(token, scroll.scrollNumber, 'narration')}
                  download
                >
                  Download the Herald’s Reading (MP3)
                </a>
              </li>
            )}
          </ul>
          {scroll.narration === 'follows' && (
            <p className="text-ink-soft">The herald’s reading follows by email once it is ready.</p>
          )}
        </>
      )}
    </article>
  )
}
