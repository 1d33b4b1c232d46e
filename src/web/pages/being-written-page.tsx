import { Link } from 'react-router'

/** Stands in for a screen whose scribes are still at work; it never breaks the route. */
export function BeingWrittenPage({ title }: { title: string }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center gap-6 px-6 py-16 text-center"
    >
      <h1 className="font-display text-4xl text-ink">{title}</h1>
      <p className="text-lg text-ink-soft">
        This page is being written. Our scribes are sharpening their quills.
      </p>
      <Link to="/" className="btn-primary">
        Return to Home
      </Link>
    </main>
  )
}
