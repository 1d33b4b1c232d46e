import type { InferResponseType } from 'hono/client'
import { useId } from 'react'
import { formatCents } from '@/domain/money'
import type { api } from '@/web/lib/api-client'

type ChartDay = InferResponseType<
  (typeof api.staff)['business-analytics']['$get'],
  200
>['chart']['current'][number]

type Props = { current: ChartDay[]; previous: ChartDay[]; metric: 'revenueCents' | 'orders' }

const width = 720
const height = 240
const pad = { top: 16, right: 16, bottom: 28, left: 64 }

/**
 * Daily revenue (or orders) of the last 30 days as a line, over the 30 days before as a dashed line,
 * day by day. Drawn as plain SVG: a chart library would outweigh the screen. The numbers are also in the
 * table below it, which is what a screen reader reads; the chart itself is one labelled image.
 */
export function ComparisonChart({ current, previous, metric }: Props) {
  const titleId = useId()
  const values = [...current, ...previous].map((day) => day[metric])
  const top = niceCeiling(Math.max(metric === 'revenueCents' ? 100 : 2, ...values))
  const days = Math.max(current.length, previous.length, 2)
  const x = (index: number) => pad.left + (index / (days - 1)) * (width - pad.left - pad.right)
  const y = (value: number) => pad.top + (1 - value / top) * (height - pad.top - pad.bottom)
  const line = (series: ChartDay[]) =>
    series
      .map((day, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)} ${y(day[metric]).toFixed(1)}`)
      .join('')
  const label = (value: number) =>
    metric === 'revenueCents' ? formatCents(Math.round(value)) : String(Math.round(value))
  const ticks = [0, top / 2, top]
  const total = (series: ChartDay[]) => series.reduce((sum, day) => sum + day[metric], 0)
  const name = metric === 'revenueCents' ? 'Daily revenue' : 'Daily orders'

  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} className="h-auto w-full">
        <title id={titleId}>
          {`${name}, last 30 days against the 30 before: ${label(total(current))} against ${label(total(previous))}`}
        </title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} stroke="#ead6ab" />
            <text x={pad.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="#5b4030">
              {label(tick)}
            </text>
          </g>
        ))}
        {[current[0], current.at(-1)].map(
          (day, index) =>
            day && (
              <text
                key={day.date}
                x={index === 0 ? pad.left : width - pad.right}
                y={height - 8}
                textAnchor={index === 0 ? 'start' : 'end'}
                fontSize="12"
                fill="#5b4030"
              >
                {day.date}
              </text>
            ),
        )}
        <path d={line(previous)} fill="none" stroke="#7a5a12" strokeWidth="2" strokeDasharray="6 4" />
        <path d={line(current)} fill="none" stroke="#8e1b1b" strokeWidth="2.5" />
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm text-ink-soft">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-6 bg-wax" /> Last 30 days
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block w-6 border-t-2 border-dashed border-gold-deep" />{' '}
          The 30 days before
        </span>
      </figcaption>
    </figure>
  )
}

/** A round number at or above `value`, so the axis reads 0, half and top in plain figures. */
export function niceCeiling(value: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= value) return step * magnitude
  }
  return 10 * magnitude
}
