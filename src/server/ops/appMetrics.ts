import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzle, pgPool } from '../db/sql'
import { AI_BUCKETS, counter, gaugeOf, histogram } from './metrics.mjs'

/*
 * What the app counts (GET /api/metrics). Each metric is made on first use, in the process-wide
 * registry (metrics.mjs); label values are fixed words (providers, tools, codes), never user input.
 */

/** One request to an AI provider: `outcome` ok, or the failure's kind (rate_limited, network…). */
export function countAiRequest(provider: string, outcome: string, seconds: number) {
  counter('seo_writer_ai_requests_total', 'Requests to AI providers, by provider and outcome.', ['provider', 'outcome']).inc({ provider, outcome })
  histogram('seo_writer_ai_request_seconds', 'Time of a request to an AI provider, answer streamed to the end.', ['provider'], AI_BUCKETS).observe({ provider }, seconds)
}

/** A generation that ended: `tool` the article's source (keyword, url, prompt, promo, chat). */
export function countGeneration(tool: string, outcome: 'ready' | 'failed', code: string, seconds: number) {
  counter('seo_writer_generations_total', 'Articles written, by tool and outcome (code: the error code of a failure).', ['tool', 'outcome', 'code']).inc({ tool, outcome, code })
  histogram('seo_writer_generation_seconds', 'Time from the credit to the saved article.', ['tool', 'outcome'], AI_BUCKETS).observe({ tool, outcome }, seconds)
}

export function countCredits(change: 'reserved' | 'refunded', counterName: string, amount: number) {
  counter(`seo_writer_credits_${change}_total`, `Monthly credits ${change}, by counter (articles, images, audio characters).`, ['counter']).inc({ counter: counterName }, amount)
}

/** An attempt to publish (to this blog, a WordPress or a Wix site): `code` the failure's code (empty when published). */
export function countPublish(target: string, outcome: 'published' | 'failed', code: string) {
  counter('seo_writer_publishes_total', 'Attempts to publish, by target (blog, wordpress, wix), outcome and failure code.', ['target', 'outcome', 'code']).inc({ target, outcome, code })
}

export function countEmail(outcome: 'sent' | 'failed' | 'logged') {
  counter('seo_writer_emails_total', 'E-mails handed to SMTP (sent, failed) or to the log without SMTP (logged).', ['outcome']).inc({ outcome })
}

export function countRateLimitRefusal(limiter: string) {
  counter('seo_writer_rate_limit_refusals_total', 'Requests refused by a rate limit, by limiter.', ['limiter']).inc({ limiter })
}

type QueueRow = { queue: string; waiting: number; oldest: number | null }

/**
 * Values read when /api/metrics is scraped: the job queues' depth and their oldest waiting job's age
 * (from the database, shared by every instance), and this process's database pool.
 */
export async function refreshScrapedMetrics(payload: Payload) {
  const result = await drizzle(payload).execute(sql`
    SELECT coalesce("queue", 'default') AS "queue", count(*)::int AS "waiting",
           extract(epoch FROM now() - min("created_at"))::float AS "oldest"
    FROM "payload_jobs" WHERE "completed_at" IS NULL AND NOT coalesce("has_error", false)
    GROUP BY 1`)
  const rows = result.rows as unknown as QueueRow[]
  gaugeOf('seo_writer_job_queue_depth', 'Jobs waiting or running, by queue.', ['queue'], () => rows.map((row) => ({ labels: { queue: row.queue }, value: row.waiting })))
  gaugeOf('seo_writer_job_queue_oldest_seconds', 'Age of the oldest job waiting or running, by queue.', ['queue'], () => rows.map((row) => ({ labels: { queue: row.queue }, value: row.oldest ?? 0 })))
  const pool = pgPool(payload)
  gaugeOf('seo_writer_db_pool_clients', 'Database connections of this process, by state.', ['state'], () =>
    pool ? [{ labels: { state: 'total' }, value: pool.totalCount }, { labels: { state: 'idle' }, value: pool.idleCount }, { labels: { state: 'waiting' }, value: pool.waitingCount }] : [],
  )
}
