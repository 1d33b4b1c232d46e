// The ceiling for this machine: the same HTTP stack answering a constant, no database.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono()
app.post('/hello', (c) => c.json({ hello: 'world' }, 201))
serve({ fetch: app.fetch, port: Number(process.argv[2] ?? 3390), hostname: '127.0.0.1' })
