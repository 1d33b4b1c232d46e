/**
 * Code figures of a tree, for comparing a revision with the one before it:
 * - lines of code: the lines of every .ts/.tsx file under src/ except *.test.* and *.fixtures.*, leaving
 *   out blank lines and lines that are only a comment (`// ...`, or inside a block comment);
 * - hand-written SQL statements in src/server (same files): each `sql` tagged template (`sql<T>` too) whose
 *   text starts, after whitespace, with select, insert, update, delete or with, or that is passed straight
 *   to `.execute(`, counted once even when both hold; plus every `sql.raw(`. Fragments such as
 *   sql`now()` or sql`, ` are not statements and are not counted.
 * A regular expression over the text, not a parser: a template or comment that merely mentions these words
 * inside a string could be miscounted, which this codebase does not do today.
 * `npx tsx bench/code-figures.ts` prints the working tree's figures on its own.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export type CodeFigures = {
  linesOfCode: number
  sqlStatements: number
  /** files of src/server with at least one statement, relative to the tree, most first */
  sqlByFile: Array<{ file: string; count: number }>
}

const isCounted = (file: string) => /\.tsx?$/.test(file) && !/\.(test|fixtures)\./.test(file)

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && isCounted(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

function linesOfCode(text: string): number {
  let count = 0
  let inBlockComment = false
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (inBlockComment) {
      if (line.includes('*/')) inBlockComment = false
      continue
    }
    if (line === '' || line.startsWith('//')) continue
    if (line.startsWith('/*')) {
      inBlockComment = !line.includes('*/')
      continue
    }
    count += 1
  }
  return count
}

const statementStart = /^\s*(select|insert|update|delete|with)\b/i
const passedToExecute = /\.execute\(\s*$/

export function countSqlStatements(text: string): number {
  let count = 0
  for (const match of text.matchAll(/\bsql(?:<[^>`]*>)?`/g)) {
    const after = text.slice(match.index + match[0].length)
    const before = text.slice(0, match.index)
    if (statementStart.test(after) || passedToExecute.test(before)) count += 1
  }
  return count + (text.match(/\bsql\.raw\(/g)?.length ?? 0)
}

export async function measureCodeFigures(treeRoot: string): Promise<CodeFigures> {
  let lines = 0
  const sqlByFile: CodeFigures['sqlByFile'] = []
  const serverDir = path.join(treeRoot, 'src/server')
  for (const file of await sourceFiles(path.join(treeRoot, 'src'))) {
    const text = await readFile(file, 'utf8')
    lines += linesOfCode(text)
    if (!file.startsWith(serverDir + path.sep)) continue
    const count = countSqlStatements(text)
    if (count > 0) sqlByFile.push({ file: path.relative(treeRoot, file), count })
  }
  sqlByFile.sort((a, b) => b.count - a.count || a.file.localeCompare(b.file))
  return {
    linesOfCode: lines,
    sqlStatements: sqlByFile.reduce((sum, { count }) => sum + count, 0),
    sqlByFile,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measureCodeFigures(path.resolve(import.meta.dirname, '..'))
  console.log(`  lines of code in src/: ${figures.linesOfCode}`)
  console.log(`  hand-written SQL statements in src/server: ${figures.sqlStatements}`)
  for (const { file, count } of figures.sqlByFile) console.log(`  ${String(count).padStart(4)}  ${file}`)
}
