/**
 * `node --import tsx bench/support/tree-figure.ts <bench>`, started by measure-in-tree.ts in the tree to
 * measure (its working directory): imports that tree's bench module by path, runs it and sends the
 * result to the parent.
 */
import path from 'node:path'
import { type TreeBench, type TreeMeasurement, treeBenches } from './measure-in-tree'

async function measure(bench: TreeBench): Promise<TreeMeasurement> {
  const { module, run } = treeBenches[bench]
  const exports = (await import(path.join(process.cwd(), module))) as Record<string, unknown>
  const benchFunction = exports[run]
  if (typeof benchFunction !== 'function') return { ok: false, reason: `${module} exports no ${run}` }
  if (benchFunction.length > 0)
    return {
      ok: false,
      reason: `${run} in ${module} takes ${benchFunction.length} arguments; this runner passes none`,
    }
  return { ok: true, result: await benchFunction() }
}

const bench = process.argv[2] as TreeBench
const answer = await measure(bench).catch(
  (error: unknown): TreeMeasurement => ({
    ok: false,
    reason: error instanceof Error ? error.message : String(error),
  }),
)
const send = process.send?.bind(process)
if (send) await new Promise((resolve) => send(answer, undefined, {}, resolve))
else console.log(JSON.stringify(answer, null, 2))
// the bench modules close what they open, but a module of an older tree might not: leave either way
process.exit(0)
