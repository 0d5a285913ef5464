import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzle } from '../db/sql'
import { monthKey } from '../quota/period'
import { ADMIN_USERS_PAGE_SIZE, type AdminStats, type AdminUserRow, type AdminUsersPage } from '@/shared/adminUsers'
import { pageCount } from '@/shared/paging'

/** What counts as a subscription now (shared/plans subscriptionCounts), as SQL on "subscriptions" s. */
const COUNTING = sql`s."status" IN ('active', 'trialing') AND s."tier" IN ('basic', 'blog-master') AND s."current_period_end" > now()`

/**
 * The Admin Panel's stat cards (SPEC 3 admin stats): users, subscriptions that count now, every
 * article generated (the quota's counter, so deleted articles still count) and today's sign-ups
 * (UTC day). One statement, so the four numbers agree with each other.
 */
export async function adminStats(payload: Payload, now = new Date()): Promise<AdminStats> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString()
  const { rows } = await drizzle(payload).execute(sql`
    SELECT
      (SELECT count(*) FROM "users") AS "user_count",
      (SELECT count(DISTINCT s."user_id") FROM "subscriptions" s WHERE ${COUNTING}) AS "active_subscriptions",
      (SELECT coalesce(sum("count"), 0) FROM "usage") AS "total_articles_generated",
      (SELECT count(*) FROM "users" WHERE "created_at" >= ${dayStart}::timestamptz) AS "new_users_today"
  `)
  const row = rows[0] ?? {}
  return {
    user_count: Number(row.user_count ?? 0),
    active_subscriptions: Number(row.active_subscriptions ?? 0),
    total_articles_generated: Number(row.total_articles_generated ?? 0),
    new_users_today: Number(row.new_users_today ?? 0),
  }
}

/**
 * The Registered Users table (SPEC 2, 4): 20 per page, newest first, optionally only e-mails
 * containing `search`. Per user: the plan that counts now (admin by role), articles this UTC month,
 * the trial (the free articles: used once any article was generated) and Active/Inactive (SPEC 4:
 * active when this month's or the trial's usage is above 0).
 */
export async function adminUsers(payload: Payload, { page = 1, search = '' }: { page?: number; search?: string }, now = new Date()): Promise<AdminUsersPage> {
  const pattern = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const filter = search.trim() ? sql`WHERE u."email" ILIKE ${pattern}` : sql``
  const offset = (Math.max(1, page) - 1) * ADMIN_USERS_PAGE_SIZE
  const db = drizzle(payload)
  const [{ rows }, counted] = await Promise.all([
    db.execute(sql`
      SELECT u."id", u."email", u."username", u."created_at",
        EXISTS (SELECT 1 FROM "users_roles" r WHERE r."parent_id" = u."id" AND r."value" = 'admin') AS "is_admin",
        (SELECT s."tier" FROM "subscriptions" s WHERE s."user_id" = u."id" AND ${COUNTING} ORDER BY s."current_period_end" DESC LIMIT 1) AS "tier",
        coalesce((SELECT m."count" FROM "usage" m WHERE m."user_id" = u."id" AND m."month" = ${monthKey(now)}), 0) AS "this_month",
        coalesce((SELECT sum(m."count") FROM "usage" m WHERE m."user_id" = u."id"), 0) AS "all_time"
      FROM "users" u ${filter}
      ORDER BY u."created_at" DESC, u."id" DESC
      LIMIT ${ADMIN_USERS_PAGE_SIZE} OFFSET ${offset}
    `),
    db.execute(sql`SELECT count(*) AS "total" FROM "users" u ${filter}`),
  ])
  const totalDocs = Number(counted.rows[0]?.total ?? 0)
  const docs: AdminUserRow[] = rows.map((row) => {
    const articlesThisMonth = Number(row.this_month)
    const trialUsed = Number(row.all_time) > 0
    return {
      id: Number(row.id),
      email: String(row.email),
      username: row.username ? String(row.username) : '',
      registeredAt: new Date(row.created_at as string).toISOString(),
      plan: row.is_admin ? 'admin' : ((row.tier as AdminUserRow['plan'] | null) ?? 'free'),
      articlesThisMonth,
      trial: trialUsed ? 'used' : 'available',
      active: articlesThisMonth > 0 || trialUsed,
    }
  })
  return { docs, page: Math.max(1, page), totalDocs, totalPages: pageCount(totalDocs, ADMIN_USERS_PAGE_SIZE) }
}
