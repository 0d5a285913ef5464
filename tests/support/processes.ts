/** What runs on this machine, read from /proc (Linux): for tests that check no process is started or left behind. */
import fs from 'node:fs'

export type ProcessInfo = { pid: number; parent: number; command: string; environment: string[] }

/** Every process this user may read; one that ends while being read is left out. */
export function listProcesses(): ProcessInfo[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return []
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command name in parentheses may hold spaces: fields are counted after its closing one.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
      const environment = fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0')
      return [{ pid: Number(entry), parent, command, environment }]
    } catch {
      return [] // ended meanwhile, or not ours to read
    }
  })
}
