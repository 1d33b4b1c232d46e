import { Component, type ReactNode } from 'react'

type State = { error: Error | null }

/** A screen that fails to draw shows what happened and a way to try again; the sidebar stays usable. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // another screen was chosen: give it its chance
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null })
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <h1 className="font-display text-3xl text-wax">This screen could not be shown</h1>
        <p className="text-ink-soft">{this.state.error.message}</p>
        <button type="button" className="btn-primary" onClick={() => this.setState({ error: null })}>
          Try Again
        </button>
      </div>
    )
  }
}
