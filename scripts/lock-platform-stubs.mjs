// One-off repair kept for the record: the registry this project installs from lacks some other-platform
// builds of optional native packages, so npm leaves them out of the lock and `npm ci` then refuses it.
// Recording them with their os/cpu/libc lets npm skip them as not for this platform, as it would anyway.
import { readFileSync, writeFileSync } from 'node:fs'

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
const platform = (name) => {
  const spec = {}
  if (/android/.test(name)) spec.os = ['android']
  else if (/darwin/.test(name)) spec.os = ['darwin']
  else if (/win32/.test(name)) spec.os = ['win32']
  else if (/freebsd/.test(name)) spec.os = ['freebsd']
  else if (/linux/.test(name)) spec.os = ['linux']
  if (/wasm32/.test(name)) spec.cpu = ['wasm32']
  else if (/arm64/.test(name)) spec.cpu = ['arm64']
  else if (/-arm-|arm-gnueabihf/.test(name)) spec.cpu = ['arm']
  else if (/x64/.test(name)) spec.cpu = ['x64']
  if (/musl/.test(name)) spec.libc = ['musl']
  return spec
}
let added = 0
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`
    if (lock.packages[key]) continue
    const spec = platform(name)
    if (!spec.os && !spec.cpu) throw new Error(`cannot tell the platform of ${name} (needed by ${path})`)
    lock.packages[key] = { version, optional: true, ...spec }
    added += 1
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
console.log(`recorded ${added} other-platform optional packages`)
