import { Link } from 'react-router'

/** The line beside every order form's submit button: what a scroll may say, and where the rules are. */
export function ScribesCodeNote() {
  return (
    <p className="text-sm text-ink-soft">
      Comic insults, never real harm: thy scroll must keep{' '}
      <Link to="/scribes-code" className="text-wax underline underline-offset-4">
        the Scribes' Code
      </Link>
      .
    </p>
  )
}
