import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// ARCHITECTURE.md names files and functions in backticks; each must still be where it says, so that a move
// or a rename that forgets the page fails here
const root = path.resolve(import.meta.dirname, '..')
const page = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8')
const tokens = [...new Set([...page.matchAll(/`([^`]+)`/g)].map((match) => match[1]?.trim() ?? ''))]

// every file and folder under src/, from the repo root: `src/server/main.ts`, `src/server/jobs`
const srcPaths = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).map((entry) =>
  path.posix.join('src', entry.split(path.sep).join('/')),
)
const sources = srcPaths
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => readFileSync(path.join(root, file), 'utf8'))
  .join('\n')
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const packages = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies })

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/** A path as the page writes it: from the repo root, or the end of a path under src/ (a `*` matches a name). */
function pathExists(token: string): boolean {
  const relative = token.replace(/\/$/, '')
  if (!relative.includes('*') && existsSync(path.join(root, relative))) return true
  const tail = new RegExp(`(^|/)${escapeRegExp(relative).replaceAll('*', '[^/]*')}$`)
  return srcPaths.some((file) => tail.test(file))
}

/** Declared under src/ as a function, a const, a method, an export, or imported from a package. */
function isDeclared(name: string): boolean {
  const id = escapeRegExp(name)
  return [
    `\\bfunction\\*?\\s+${id}\\b`,
    `\\b(const|let)\\s+${id}\\b`,
    `^\\s*(async\\s+)?${id}\\s*[(<]`,
    `\\bexport\\s*(type\\s*)?\\{[^}]*\\b${id}\\b`,
    `\\bimport\\s*\\{[^}]*\\b${id}\\b[^}]*\\}\\s*from`,
  ].some((pattern) => new RegExp(pattern, 'm').test(sources))
}

const looksLikePath = (token: string) =>
  (token.includes('/') || /\.(tsx?|md)$/.test(token)) &&
  !token.startsWith('/') && // an HTTP route: /api/..., /admin
  !/\s|:\/\/|\$|[<>{}]/.test(token) && // a request line, a URL, an env var, a template
  !packages.some((name) => token === name || token.startsWith(`${name}/`)) // an import: hono/client

// camelCase with at least one capital: `moveOrder`, `markNotReady()`; not `status`, `fulfil-order`, `jobs.stats()`
const looksLikeFunction = (token: string) => /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*(\(\))?$/.test(token)

describe('ARCHITECTURE.md', () => {
  it('names only files and folders that exist', () => {
    const missing = tokens.filter(looksLikePath).filter((token) => !pathExists(token))
    expect(missing, 'backticked paths in ARCHITECTURE.md with no such file or folder').toEqual([])
  })

  it('names only functions declared under src/', () => {
    const names = tokens.filter(looksLikeFunction).map((token) => token.replace(/\(\)$/, ''))
    const missing = names.filter((name) => !isDeclared(name))
    expect(missing, 'backticked functions in ARCHITECTURE.md declared nowhere under src/').toEqual([])
  })
})
