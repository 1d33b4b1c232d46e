import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The server's folders import one another in one direction: two folders that import each other are one
// concern split in two (an order's verbs live in orders/, and payments, fulfilment and the back office
// call them). Files at the top of src/server (app, services, workers) wire the folders together.
const server = path.join(import.meta.dirname)

function folderOf(file: string): string | undefined {
  const [first, ...rest] = path.relative(server, file).split(path.sep)
  return rest.length > 0 ? first : undefined
}

function serverImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const entry of readdirSync(server, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || /\.(test|fixtures)\.tsx?$/.test(entry)) continue
    const file = path.join(server, entry)
    const from = folderOf(file)
    if (!from) continue
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const to = folderOf(path.resolve(path.dirname(file), spec ?? ''))
      if (!to || to === from) continue
      graph.set(from, (graph.get(from) ?? new Set()).add(to))
    }
  }
  return graph
}

/** Every loop of folders, as `a -> b -> a`. */
function loops(graph: Map<string, Set<string>>): string[] {
  const found: string[] = []
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) found.push([...trail, start].join(' -> '))
      else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next])
    }
  }
  for (const folder of graph.keys()) walk(folder, folder, [folder])
  return found
}

describe('the server folders', () => {
  it('import one another without a loop', () => {
    const graph = serverImports()
    expect(graph.get('payments')).toContain('orders')
    expect(loops(graph)).toEqual([])
  })
})
