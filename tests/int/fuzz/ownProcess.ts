import { spawn } from 'node:child_process'

/** The marker of a fuzz engine's last line: its outcome as JSON. */
export const OUTCOME_MARK = 'FUZZ_OUTCOME '

/**
 * Runs a fuzz engine (a TypeScript file under tests/int/fuzz) in a Node process of its own and
 * returns the outcome it printed. Its log starts at warnings: the fuzz's hundred thousand refusals
 * are one info line each, which nobody reads and which cost about 5 % of its time; a warning or an error
 * (what a 5xx logs) is still written. The run's own report (seed, targets, each target's cases and
 * statuses) goes to the test's log.
 */
export async function runInOwnProcess<T>(engine: string, args: string[]): Promise<T> {
  const child = spawn('npx', ['tsx', '--tsconfig', 'tsconfig.json', '--import', './scripts/node/outside-next.mjs', engine, ...args], {
    // FUZZ_NODE_OPTIONS: e.g. '--cpu-prof --cpu-prof-dir=/tmp/fuzz-prof', to see where a fuzz spends its time.
    env: { ...process.env, NODE_OPTIONS: process.env.FUZZ_NODE_OPTIONS ?? '', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (data) => (output += data))
  child.stderr.on('data', (data) => (output += data))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  const lines = output.split('\n')
  const outcome = lines.find((line) => line.startsWith(OUTCOME_MARK))
  console.log(lines.filter((line) => !line.startsWith(OUTCOME_MARK) && /fuzz|^ {2}\S/.test(line)).join('\n'))
  if (code !== 0 || !outcome) throw new Error(`the fuzz process failed (${code}): ${output.slice(-4000)}`)
  return JSON.parse(outcome.slice(OUTCOME_MARK.length)) as T
}

/** In an engine run as a process: prints the outcome as the last line and ends the process. */
export function printOutcome(outcome: unknown): never {
  console.log(OUTCOME_MARK + JSON.stringify(outcome))
  process.exit(0)
}
