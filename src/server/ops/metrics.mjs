// The process's Prometheus metrics (GET /api/metrics, README "Operating it"). One registry per
// process on a global: server.mjs (requests, page copies) and the app's code inside Next (which may
// load its own copy of this module) count into the same one.
import client from 'prom-client'

/**
 * @typedef {{ registry: import('prom-client').Registry, metrics: Map<string, any>, sources: Map<string, () => number> }} MetricsState
 */

const KEY = Symbol.for('seo-writer.metrics')

/** @returns {MetricsState} */
function state() {
  // @ts-ignore: a symbol-keyed global
  let found = globalThis[KEY]
  if (!found) {
    const registry = new client.Registry()
    client.collectDefaultMetrics({ register: registry, prefix: 'seo_writer_' })
    // @ts-ignore: a symbol-keyed global
    found = globalThis[KEY] = { registry, metrics: new Map(), sources: new Map() }
  }
  return found
}

export function metricsRegistry() {
  return state().registry
}

/**
 * @template T
 * @param {string} name
 * @param {() => T} make
 * @returns {T}
 */
function once(name, make) {
  const { metrics } = state()
  if (!metrics.has(name)) metrics.set(name, make())
  return metrics.get(name)
}

/**
 * @param {string} name
 * @param {string} help
 * @param {string[]} [labelNames]
 * @returns {import('prom-client').Counter<string>}
 */
export function counter(name, help, labelNames = []) {
  return once(name, () => new client.Counter({ name, help, labelNames, registers: [state().registry] }))
}

/**
 * @param {string} name
 * @param {string} help
 * @param {string[]} labelNames
 * @param {number[]} buckets seconds
 * @returns {import('prom-client').Histogram<string>}
 */
export function histogram(name, help, labelNames, buckets) {
  return once(name, () => new client.Histogram({ name, help, labelNames, buckets, registers: [state().registry] }))
}

/**
 * A gauge read when scraped. `read` returns one value, or values by label set.
 * @param {string} name
 * @param {string} help
 * @param {string[]} labelNames
 * @param {() => number | { labels: Record<string, string>, value: number }[]} read
 */
export function gaugeOf(name, help, labelNames, read) {
  // The reader is replaced when called again (a reloaded module, a new Payload): the gauge stays one.
  state().sources.set(name, /** @type {any} */ (read))
  return once(
    name,
    () =>
      new client.Gauge({
        name,
        help,
        labelNames,
        registers: [state().registry],
        collect() {
          const value = /** @type {any} */ (state().sources.get(name))?.()
          this.reset()
          if (typeof value === 'number') this.set(value)
          else for (const entry of value ?? []) this.set(entry.labels, entry.value)
        },
      }),
  )
}

/** Latency buckets for requests answered by the server (seconds). */
export const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Latency buckets for AI work (seconds): a part takes seconds, an article a minute or more. */
export const AI_BUCKETS = [0.5, 1, 2, 5, 10, 20, 40, 60, 120, 240]
