import { hc } from 'hono/client'
import type { AppType } from '@/server/app'

// the server's route types flow into the browser: a renamed field fails the type check here
export const api = hc<AppType>('/api')
