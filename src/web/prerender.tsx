/**
 * The build's server side of the web app: renders a page to HTML as the browser's first render would
 * draw it, so the page paints before its scripts arrive and React takes it over where it stands
 * (`main.tsx` hydrates it). Only pages that draw the same for every visitor on arrival are rendered
 * (decision 071).
 */
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { AppRoutes } from './router'

export async function prerenderPage(pathname: string): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    {
      // a part that cannot draw without a browser would be left for the browser to draw: the build stops
      onError: (error) => void errors.push(error),
      // every part in its place: a large part is otherwise written apart and moved in by an inline script,
      // which the shop's content security policy forbids
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  )
  let html = ''
  for await (const chunk of prelude) html += chunk
  if (errors.length > 0) throw new AggregateError(errors, `${pathname} could not be rendered ahead`)
  if (html.includes('<script')) throw new Error(`${pathname} was rendered ahead with an inline script`)
  return html
}
