const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

/** "Nov 24, 2026, 7:42 PM" in the reader's own time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))

/** "Nov 24, 2026". */
export const formatDate = (iso: string) => date.format(new Date(iso))
