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
  if (project === 'int') args.push('--runInBand', '--forceExit')
  const status = run('npx', args, { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' })
  const report = readJson(out)
  if (!report) return void (broken = true)
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
  if (!process.env.SKIP_BUILD && (await build()) !== 0) return void (broken = true)
  const out = 'test-results/e2e-results.json'
  fs.rmSync(out, { force: true })
  const status = run('npx', ['playwright', 'test'])
  const report = readJson(out)
  if (!report) return void (broken = true)
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {}
  totals.passed += expected + flaky
  totals.failed += unexpected
  totals.skipped += skipped
  if (status !== 0 && unexpected === 0) broken = true
}

for (const suite of suites) {
  if (suite === 'unit') jest('unit')
  if (suite === 'int') jest('int')
  if (suite === 'e2e') await e2e()
}

if (broken) totals.failed = Math.max(totals.failed, 1)
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(totals.failed > 0 ? 1 : 0)
