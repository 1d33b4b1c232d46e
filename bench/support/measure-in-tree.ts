import { spawn } from 'node:child_process'
import { access } from 'node:fs/promises'
import path from 'node:path'

/** The bench modules a base revision is compared on: each module's path in a tree and the function it exports. */
export const treeBenches = {
  'create-payment': { module: 'bench/create-payment.ts', run: 'benchCreatePayment' },
  fulfilment: { module: 'bench/fulfilment-throughput.ts', run: 'benchFulfilmentThroughput' },
  'pdf-render': { module: 'bench/pdf-render.ts', run: 'benchPdfRender' },
} as const

export type TreeBench = keyof typeof treeBenches
export type TreeMeasurement = { ok: true; result: unknown } | { ok: false; reason: string }

/**
 * Runs one bench module of a tree in a process of its own started in that tree: tsx then maps `@/` through
 * the tree's own tsconfig, and the shop the module starts (`src/server/main.ts`, relative) is the tree's.
 * In this process both trees' `@/` would resolve to the working tree's src/.
 */
export async function measureInTree(treeRoot: string, bench: TreeBench): Promise<TreeMeasurement> {
  const { module } = treeBenches[bench]
  const found = await access(path.join(treeRoot, module)).then(
    () => true,
    () => false,
  )
  if (!found) return { ok: false, reason: `this tree has no ${module}` }
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'tree-figure.ts'), bench],
    {
      cwd: treeRoot,
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(treeRoot, 'tsconfig.json') },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  )
  let answer: TreeMeasurement | undefined
  child.on('message', (message: TreeMeasurement) => {
    answer = message
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return answer ?? { ok: false, reason: `${module} exited with code ${code} before it answered` }
}
