const sizes = {
  md: { price: 'text-2xl', was: 'text-ink-soft' },
  lg: { price: 'text-3xl', was: 'text-ink-soft' },
  xl: { price: 'text-5xl', was: 'text-xl text-ink-soft' },
} as const

type StruckPriceProps = {
  /** the price to pay, formatted */
  price: string
  /** the price struck through beside it, if there is one */
  was?: string | null
  size?: keyof typeof sizes
  /** how a screen reader introduces the struck price */
  wasLabel?: string
  /** the struck price comes first; the price then reads as "now" */
  wasFirst?: boolean
}

/** A price with the higher one it replaces struck through beside it; the parent lays the two out. */
export function StruckPrice({
  price,
  was,
  size = 'lg',
  wasLabel = 'was',
  wasFirst = false,
}: StruckPriceProps) {
  const classes = sizes[size]
  const struck = was && (
    <s className={classes.was}>
      <span className="sr-only">{wasLabel} </span>
      {was}
    </s>
  )
  const current = (
    <span className={`font-display ${classes.price} text-wax`}>
      {wasFirst && <span className="sr-only">now </span>}
      {price}
    </span>
  )
  return wasFirst ? (
    <>
      {struck}
      {current}
    </>
  ) : (
    <>
      {current}
      {struck}
    </>
  )
}
