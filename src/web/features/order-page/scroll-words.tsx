import type { SentScroll } from './api/get-order-page'

type Words = NonNullable<SentScroll['scroll']>

// how the PDF sets a paragraph apart, as near as a page can: loud, hushed, or in blackletter
const emphasisClass: Record<NonNullable<Words['paragraphs'][number]['emphasis']>, string> = {
  shout: 'text-lg font-semibold',
  whisper: 'text-sm italic',
  tantrum: 'font-semibold tracking-wide',
  cursed: 'font-brand text-lg',
}

/** A sent scroll's words as its recipient read them, set like a small scroll. */
export function ScrollWords({ words, headingId }: { words: Words; headingId: string }) {
  return (
    <div className="rounded-lg border-2 border-gold bg-parchment p-5 sm:p-6">
      <h3 id={headingId} className="text-center font-display text-xl text-wax">
        {words.title}
      </h3>
      <p className="mt-4 font-semibold">{words.salutation}</p>
      {words.paragraphs.map((paragraph, index) => (
        <p
          // a paragraph's place is its identity: the words are fixed once sent
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          key={index}
          className={`mt-3 whitespace-pre-line ${paragraph.emphasis ? emphasisClass[paragraph.emphasis] : ''}`}
        >
          {paragraph.text}
        </p>
      ))}
      <p className="mt-4 italic">{words.curse}</p>
      <p className="mt-4">{words.signOff}</p>
      <p className="font-display">{words.signature}</p>
    </div>
  )
}
