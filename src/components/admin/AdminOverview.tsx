import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { adminOverview } from '@/server/admin/overview'
import { href } from '@/shared/paths'

const card = { padding: '16px 20px', borderRadius: 8, background: 'var(--theme-elevation-50)', border: '1px solid var(--theme-elevation-150)' }

/** The admin panel's first view: the product at a glance, and the product's own admin screens. */
export async function AdminOverview({ payload, user }: { payload: Payload; user: User }) {
  const numbers = await adminOverview(payload, user)
  const stats = [
    { label: 'Users', value: numbers.users, link: '/admin/collections/users' },
    { label: 'Articles this month', value: numbers.articlesThisMonth, link: '/admin/collections/articles' },
    { label: 'Blog posts (published)', value: `${numbers.posts} (${numbers.publishedPosts})`, link: '/admin/collections/posts' },
    { label: 'Open contact messages', value: numbers.openMessages, link: '/admin/collections/contact-messages' },
  ]
  const screens = [
    { label: 'Dashboard', link: href('dashboard') },
    { label: 'Publish to the blog', link: href('publish') },
    { label: 'Blog management', link: href('blogManagement') },
    { label: 'Public blog', link: href('blog') },
  ]
  return (
    <section aria-label="Overview" style={{ marginBottom: 32 }} data-testid="admin-overview">
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
        {stats.map((stat) => (
          <a key={stat.label} href={stat.link} style={{ ...card, textDecoration: 'none', color: 'var(--theme-text)' }}>
            <div style={{ fontSize: 13, opacity: 0.7 }}>{stat.label}</div>
            <div style={{ fontSize: 28, fontWeight: 700, marginTop: 4 }}>{stat.value}</div>
          </a>
        ))}
      </div>
      <p style={{ marginTop: 16, display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {screens.map((screen) => (
          <a key={screen.link} href={screen.link}>
            {screen.label} →
          </a>
        ))}
      </p>
    </section>
  )
}
