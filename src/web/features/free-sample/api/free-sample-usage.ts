import { useState } from 'react'
import { api } from '@/web/lib/api-client'
import { readResponse } from '@/web/lib/api-error'
import { useServerData } from '@/web/lib/use-server-data'
import { type FreeSampleUsage, readFreeSampleUsage, saveFreeSampleUsage } from '../free-sample-storage'

export async function getFreeSampleUsage() {
  const usage = await readResponse(api['free-samples'].usage.$get())
  saveFreeSampleUsage(usage)
  return usage
}

/** Today's usage from the server; until it answers, the count this browser remembers. */
export function useFreeSampleUsage() {
  const [remembered] = useState(readFreeSampleUsage)
  const { data, setData, reload } = useServerData(getFreeSampleUsage)

  /** The counter follows the server's answer to a sample taken, or refused at the daily limit. */
  const update = ({ used, remaining, limit }: Omit<FreeSampleUsage, 'date'>) => {
    // the day is the server's: until it has said which day it is, it is asked again
    if (!data) return reload()
    const usage = { date: data.date, used, remaining, limit }
    saveFreeSampleUsage(usage)
    setData(usage)
  }

  return { data: data ?? remembered, update, reload }
}
