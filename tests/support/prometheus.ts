/**
 * The value of one sample of a Prometheus scrape (GET /api/metrics): the first line of that metric
 * whose labels include all of `labels`; 0 when there is none (a counter not yet counted).
 */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const have = (match[2] ?? '').split(',')
    if (wanted.every((label) => have.includes(label))) return Number(match[3])
  }
  return 0
}
