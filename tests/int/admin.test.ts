/**
 * The dashboard's Admin Panel: GET /api/admin/stats and /api/admin/users against seeded data
 * (admins only), and GET /api/admin/live, whose event arrives when ANOTHER app process on the
 * same database changes a user (PostgreSQL LISTEN/NOTIFY through the migration's triggers).
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import { drizzle } from '@/server/db/sql'
import type { AdminStats, AdminUsersPage } from '@/shared/adminUsers'
import { makeHandlers, type Handlers } from './httpHarness'
import { nextEvent, type Buffer } from './sseEvents'
import { accountOnPlan, bootPayload, createVerifiedUser, otherInstance, shutdown } from './support'

let payload: Payload
let api: Handlers
let admin: string

beforeAll(async () => {
  payload = await bootPayload()
  api = await makeHandlers(payload.config)
  admin = (await accountOnPlan(payload, 'panel-admin', 'admin')).token
}, 120_000)
afterAll(() => shutdown(payload))

const stats = async () => (await api.rest('GET', '/api/admin/stats', { token: admin })).json as AdminStats
const users = async (query: string) => (await api.rest('GET', `/api/admin/users?${query}`, { token: admin })).json as AdminUsersPage
const month = () => new Date().toISOString().slice(0, 7)

describe('admin statistics and the users table', () => {
  it('counts users, subscriptions that count now, articles generated and today’s sign-ups', async () => {
    const before = await stats()
    const paying = await accountOnPlan(payload, 'panel-paying', 'basic')
    const lapsed = await accountOnPlan(payload, 'panel-lapsed', 'basic')
    await payload.update({ collection: 'subscriptions', where: { user: { equals: lapsed.user.id } }, data: { status: 'canceled' }, overrideAccess: true })
    const old = await createVerifiedUser(payload, 'panel-old')
    await payload.update({ collection: 'users', id: old.id, data: { createdAt: '2025-01-02T10:00:00.000Z' } as never, overrideAccess: true })
    await payload.create({ collection: 'usage', data: { user: paying.user.id, month: month(), count: 3, images: 0 }, overrideAccess: true })
    await payload.create({ collection: 'usage', data: { user: old.id, month: '2025-01', count: 2, images: 0 }, overrideAccess: true })
    const after = await stats()
    expect(after).toEqual({
      user_count: before.user_count + 3,
      active_subscriptions: before.active_subscriptions + 1,
      total_articles_generated: before.total_articles_generated + 5,
      new_users_today: before.new_users_today + 2,
    })
  })

  it('pages 20 users at a time, newest first, searched by e-mail, with plan, usage, trial and activity', async () => {
    const tag = `pager${Date.now().toString(36)}`
    await Promise.all(Array.from({ length: 23 }, (_, i) => createVerifiedUser(payload, `${tag}-${String(i).padStart(2, '0')}`)))
    const active = await accountOnPlan(payload, `${tag}-paying`, 'basic')
    await payload.create({ collection: 'usage', data: { user: active.user.id, month: month(), count: 4, images: 0 }, overrideAccess: true })
    const tried = await createVerifiedUser(payload, `${tag}-tried`)
    await payload.create({ collection: 'usage', data: { user: tried.id, month: '2025-03', count: 1, images: 0 }, overrideAccess: true })

    const first = await users(`search=${tag}`)
    expect(first).toMatchObject({ page: 1, totalDocs: 25, totalPages: 2 })
    expect(first.docs).toHaveLength(20)
    expect(first.docs[0]!.email).toContain(`${tag}-tried`)
    const dates = first.docs.map((u) => u.registeredAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(first.docs.find((u) => u.id === active.user.id)).toMatchObject({ plan: 'basic', articlesThisMonth: 4, trial: 'used', active: true })
    expect(first.docs.find((u) => u.id === tried.id)).toMatchObject({ plan: 'free', articlesThisMonth: 0, trial: 'used', active: true })
    expect(first.docs.find((u) => u.email.includes(`${tag}-22`))).toMatchObject({ plan: 'free', articlesThisMonth: 0, trial: 'available', active: false })
    const second = await users(`search=${tag}&page=2`)
    expect(second.docs).toHaveLength(5)
    expect(second.docs.map((u) => u.email).some((e) => first.docs.some((f) => f.email === e))).toBe(false)
    // The search is a text match, not a pattern: % and _ are literal.
    expect((await users('search=%25')).totalDocs).toBe(0)
    expect((await users(`search=${tag.toUpperCase()}-0`)).totalDocs).toBe(10)
  })

  it('is for admins only: 401 signed out, 403 for users, over every admin endpoint', async () => {
    const { token } = await accountOnPlan(payload, 'panel-nosy', 'blog-master')
    for (const path of ['/api/admin/stats', '/api/admin/users', '/api/admin/live']) {
      expect((await api.rest('GET', path)).status).toBe(401)
      const refused = await api.rest('GET', path, { token })
      expect(refused.status).toBe(403)
      expect(refused.text).not.toContain('@example.com')
    }
  })
})

describe('live updates over Server-Sent Events', () => {
  it('a user created by another app process on the same database reaches the open stream within 2 s', async () => {
    const response = await api.raw('GET', '/api/admin/live', { token: admin })
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const reader = response.body!.getReader()
    const buffer: Buffer = { text: '' }
    try {
      await nextEvent(reader, 'ready', 5000, buffer)
      const email = `elsewhere-${Date.now().toString(36)}@example.com`
      const committed = otherInstance<{ committedAt: number }>([email]).then((result) => result.committedAt)
      const event = (await nextEvent(reader, 'change', 120_000, buffer)) as { tables: string[] }
      const arrived = Date.now()
      const committedAt = await committed
      // Measured for the notes (the goal is 2 s); asserted loosely as the deadline the feature promises.
      console.log(`admin live update across processes: ${arrived - committedAt} ms after the other process committed`)
      expect(arrived - committedAt).toBeLessThan(2000)
      expect(event.tables).toContain('users')
      const listed = await users(`search=${encodeURIComponent(email)}`)
      expect(listed.docs.map((u) => u.email)).toEqual([email])
    } finally {
      await reader.cancel()
    }
  }, 180_000)

  /** Asks `read` until it answers `want` (at most 5 s) and returns its last answer. */
  async function until(read: () => Promise<number>, want: number): Promise<number> {
    const deadline = Date.now() + 5000
    let value = await read()
    while (value !== want && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100))
      value = await read()
    }
    return value
  }

  it('the listener is given back when the last admin leaves, and taken again for the next', async () => {
    // A connection whose last statement was our LISTEN is the live listener.
    const listening = async () => {
      const { rows } = await drizzle(payload).execute(sql`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN admin_changes'`)
      return Number(rows[0]!.n)
    }
    const first = await api.raw('GET', '/api/admin/live', { token: admin })
    const reader = first.body!.getReader()
    await nextEvent(reader, 'ready', 5000, { text: '' } as Buffer)
    expect(await until(listening, 1)).toBe(1)
    await reader.cancel()
    expect(await until(listening, 0)).toBe(0)

    const again = await api.raw('GET', '/api/admin/live', { token: admin })
    const reader2 = again.body!.getReader()
    const buffer: Buffer = { text: '' }
    await nextEvent(reader2, 'ready', 5000, buffer)
    expect(await until(listening, 1)).toBe(1)
    // A sign-in rewrites the user's row (its sessions): nothing the panel shows changed, so no event.
    const quiet = await createVerifiedUser(payload, 'panel-quiet')
    await nextEvent(reader2, 'change', 5000, buffer) // its creation
    // Whatever else its creation wrote has arrived before the sign-in.
    await nextEvent(reader2, 'change', 1000, buffer).catch(() => null)
    await payload.login({ collection: 'users', data: { email: quiet.email, password: 'secret1' } })
    await expect(nextEvent(reader2, 'change', 1500, buffer)).rejects.toThrow(/no 'change' event/)
    await createVerifiedUser(payload, 'panel-after-leave')
    expect(((await nextEvent(reader2, 'change', 5000, buffer)) as { tables: string[] }).tables).toContain('users')
    await reader2.cancel()
  })
  it('an open stream lives through the database dropping its connection (as a restart does), and says to reload', async () => {
    const response = await api.raw('GET', '/api/admin/live', { token: admin })
    const reader = response.body!.getReader()
    const buffer: Buffer = { text: '' }
    try {
      await nextEvent(reader, 'ready', 5000, buffer)
      // What a restart or failover does to every session: the server ends the LISTEN connection.
      const { rows } = await drizzle(payload).execute(
        sql`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN admin_changes'`,
      )
      expect(rows.map((row) => row.ended)).toEqual([true])
      // Changes made while it was down are unknown: the panel is told to reload.
      expect(((await nextEvent(reader, 'change', 10_000, buffer)) as { tables: string[] }).tables).toContain('reconnected')
      await createVerifiedUser(payload, 'panel-after-restart')
      expect(((await nextEvent(reader, 'change', 5000, buffer)) as { tables: string[] }).tables).toContain('users')
    } finally {
      await reader.cancel()
    }
  })
})
