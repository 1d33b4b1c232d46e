import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'

// clock ticks per second of /proc/<pid>/stat's times (100 on Linux almost everywhere)
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

type ProcStat = { pid: number; ppid: number; comm: string; uid: number; ticks: number }

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // the command name is in parentheses and may hold spaces: the fields follow its closing one
    const close = text.lastIndexOf(')')
    const comm = text.slice(text.indexOf('(') + 1, close)
    const fields = text
      .slice(close + 2)
      .split(' ')
      .map(Number)
    // after the name: state ppid ... utime(14) stime(15) cutime(16) cstime(17), counted from 1 with pid
    const at = (field: number) => fields[field - 3] ?? 0
    // utime + stime, and cutime + cstime: the children it has waited for, which are gone from /proc
    const ticks = at(14) + at(15) + at(16) + at(17)
    return { pid, ppid: at(4), comm, uid: statSync(`/proc/${pid}`).uid, ticks }
  } catch {
    return null
  }
}

function allProcesses(): ProcStat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== null)
}

function postgresUid(): number | null {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('postgres:'))
    return line ? Number(line.split(':')[2]) : null
  } catch {
    return null
  }
}

const postgresUser = postgresUid()

/**
 * CPU milliseconds used so far by a process and every descendant (the shop's node, its renderers,
 * narrator and job worker), and by PostgreSQL (every process named postgres of the postgres user: the
 * server and its backends, on this machine's shared server whatever database they serve).
 */
export function cpuSnapshot(rootPid: number) {
  const processes = allProcesses()
  const children = new Map<number, ProcStat[]>()
  for (const stat of processes) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat])
  let shopTicks = 0
  const queue = processes.filter((stat) => stat.pid === rootPid)
  while (queue.length > 0) {
    const stat = queue.pop() as ProcStat
    shopTicks += stat.ticks
    queue.push(...(children.get(stat.pid) ?? []))
  }
  const postgresTicks = processes
    .filter((stat) => stat.comm === 'postgres' && (postgresUser === null || stat.uid === postgresUser))
    .reduce((sum, stat) => sum + stat.ticks, 0)
  const ms = (ticks: number) => (ticks * 1000) / ticksPerSecond
  return { shopMs: ms(shopTicks), postgresMs: ms(postgresTicks) }
}

export type CpuSnapshot = ReturnType<typeof cpuSnapshot>

/** CPU ms per order between two snapshots, the shop and PostgreSQL apart and together. */
export function cpuPerOrder(before: CpuSnapshot, after: CpuSnapshot, orders: number) {
  const shop = (after.shopMs - before.shopMs) / orders
  const postgres = (after.postgresMs - before.postgresMs) / orders
  return { shopMs: shop, postgresMs: postgres, totalMs: shop + postgres }
}

/**
 * The machine's CPU time so far (/proc/stat, every core), and the part of it the hypervisor gave to
 * another guest while this one had work (steal): on a shared host, figures taken while another guest is
 * busy come out slower than the code is.
 */
export function machineSnapshot() {
  try {
    const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/)
    // user nice system idle iowait irq softirq steal; guest time is already counted in user
    const ticks = fields.slice(0, 8).map(Number)
    return { totalTicks: ticks.reduce((sum, value) => sum + value, 0), stealTicks: ticks[7] ?? 0 }
  } catch {
    return { totalTicks: 0, stealTicks: 0 }
  }
}

export type MachineSnapshot = ReturnType<typeof machineSnapshot>

/** The share of the machine's CPU time between two snapshots that went to other guests. */
export const stealShare = (before: MachineSnapshot, after: MachineSnapshot) =>
  (after.stealTicks - before.stealTicks) / Math.max(1, after.totalTicks - before.totalTicks)
