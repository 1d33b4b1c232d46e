const paths = {
  scroll:
    'M7 4h11a2 2 0 0 1 2 2v2h-4M7 4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2V8M7 4a2 2 0 0 1 2 2v2M9 12h6M9 16h4',
  flame:
    'M12 3c.5 3.5 5 5.5 5 10.5a5 5 0 0 1-10 0c0-2.6 1.4-4.3 2.6-5.3.2 2 1.2 3.3 2.4 3.6-.8-3 .4-6.3 0-8.8z',
  quill: 'M20 3C11 4 6.5 9.5 5 19m0 0 1.5 1.5M5 19l3-1m12-15c-1 5-4.5 8.5-9 9.5l2-2.5H9',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5zM5 21h14',
  heart: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z',
} as const

export type ScrollIconName = keyof typeof paths

/** Decorative: the card's title already says what the scroll is. */
export function ScrollIcon({ name }: { name: ScrollIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-10"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </svg>
  )
}
