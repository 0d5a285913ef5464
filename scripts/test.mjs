// `npm test`: every suite (unit, integration, end to end), installing what a fresh machine
// lacks, then one closing line: `tests: N passed, N failed[, N skipped]`.
// `npm test -- unit|int|e2e` runs one suite.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../src/server/net/ports.mjs'

const requested = process.argv.slice(2).filter((a) => ['unit', 'int', 'e2e'].includes(a))
const suites = requested.length ? requested : ['unit', 'int', 'e2e']
const totals = { passed: 0, failed: 0, skipped: 0 }
let broken = false
/** Per suite: its wall time and each file's seconds (tests/TIMINGS.md, slowest first). */
const timings = {}
const TIMINGS_FILE = 'tests/TIMINGS.md'

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`)
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

function jest(project) {
  const out = `test-results/jest-${project}.json`
  fs.mkdirSync('test-results', { recursive: true })
  fs.rmSync(out, { force: true })
  const args = ['jest', '--selectProjects', project, '--json', `--outputFile=${out}`]
  // Integration files run three at a time on the two cores, each on its own copy of the migrated
  // database (tests/int/globalSetup.ts): with two, a quarter of the CPU stood idle while files
  // waited on PostgreSQL, child processes and timers (int 379 s against 351 s with three, same
  // hour). The files that measure time (tests/int/serial) run alone, first.
  if (project === 'unit') args.push('--maxWorkers=2')
  if (project === 'int') args.push('--maxWorkers=3', '--forceExit')
  if (project === 'int-serial') args.push('--runInBand', '--forceExit')
  const status = run('npx', args, { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' })
  const report = readJson(out)
  if (!report) return void (broken = true)
  timings[project] = {
    seconds: (Date.now() - report.startTime) / 1000,
    files: report.testResults.map((r) => ({ file: path.relative(process.cwd(), r.name), seconds: (r.endTime - r.startTime) / 1000 })),
  }
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests + report.numTodoTests
  if (status !== 0 && report.numFailedTests === 0) broken = true // a suite that failed to run
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (fs.existsSync(path)) return
  if (process.getuid?.() === 0) {
    run('apt-get', ['update'])
    run('apt-get', ['install', '-y', 'chromium'])
  }
  if (!fs.existsSync(path)) {
    console.error(`Chromium not found at ${path}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`)
    process.exit(1)
  }
}

/** The build gets its own throwaway database, so it never touches (or reuses) a developer's. */
async function build() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-build-'))
  try {
    return run('npm', ['run', 'build'], { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), DATABASE_URL: '' })
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function e2e() {
  ensureChromium()
  const started = Date.now()
  if (!process.env.SKIP_BUILD && (await build()) !== 0) return void (broken = true)
  const built = Date.now()
  const out = 'test-results/e2e-results.json'
  fs.rmSync(out, { force: true })
  const status = run('npx', ['playwright', 'test'])
  const report = readJson(out)
  if (!report) return void (broken = true)
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {}
  timings.e2e = { seconds: (Date.now() - started) / 1000, build: (built - started) / 1000, files: playwrightFileSeconds(report) }
  totals.passed += expected + flaky
  totals.failed += unexpected
  totals.skipped += skipped
  if (status !== 0 && unexpected === 0) broken = true
}

/** Seconds of test time per spec file of a Playwright JSON report (every test's every attempt). */
function playwrightFileSeconds(report) {
  const seconds = new Map()
  const walk = (suite, file) => {
    const at = suite.file ?? file
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) for (const result of test.results ?? []) seconds.set(at, (seconds.get(at) ?? 0) + result.duration / 1000)
    for (const child of suite.suites ?? []) walk(child, at)
  }
  for (const suite of report.suites ?? []) walk(suite)
  return [...seconds].map(([file, s]) => ({ file: path.join('tests/e2e', file), seconds: s }))
}

const round = (seconds) => seconds.toFixed(1)

/** The slowest files of each suite that ran, and (after a run of every suite) tests/TIMINGS.md. */
function reportTimings() {
  const ran = Object.keys(timings)
  if (!ran.length) return
  const sections = []
  for (const suite of ran) {
    const { seconds, build, files } = timings[suite]
    files.sort((a, b) => b.seconds - a.seconds)
    console.log(`\n${suite}: ${round(seconds)} s${build ? ` (build ${round(build)} s)` : ''}; slowest files:`)
    for (const { file, seconds: s } of files.slice(0, 5)) console.log(`  ${round(s).padStart(7)} s  ${file}`)
    sections.push(`## ${suite}: ${round(seconds)} s${build ? ` (of which the production build ${round(build)} s)` : ''}\n\n| file | seconds |\n|---|---|\n${files.map((f) => `| ${f.file} | ${round(f.seconds)} |`).join('\n')}\n`)
  }
  if (!['unit', 'int', 'e2e'].every((suite) => timings[suite])) return
  const head = `# Test times per file\n\nWritten by \`npm test\` (scripts/test.mjs) after a run of every suite, slowest first; commit it with the change\nthat moved it. Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, Node ${process.version}.\n`
  fs.writeFileSync(TIMINGS_FILE, `${head}\n${sections.join('\n')}`)
}

for (const suite of suites) {
  if (suite === 'unit') jest('unit')
  if (suite === 'int') {
    jest('int-serial')
    jest('int')
  }
  if (suite === 'e2e') await e2e()
}

reportTimings()
if (broken) totals.failed = Math.max(totals.failed, 1)
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(totals.failed > 0 ? 1 : 0)
