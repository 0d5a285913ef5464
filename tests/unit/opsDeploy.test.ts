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
