import config from '@payload-config'
import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { formatDate } from '@/i18n/format'
import Link from 'next/link'
import { getPayload } from 'payload'

import { DeletePostButton } from '@/components/blog/DeletePostButton'
import { TagList } from '@/components/blog/TagList'
import { requireAdmin } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('manageTitle'), robots: { index: false } }
}

export default async function BlogManagementPage({ searchParams }: { searchParams: Promise<{ missing?: string }> }) {
  const [user, t, locale, { missing }] = await Promise.all([requireAdmin(), getTranslations('manage'), getLocale(), searchParams])
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'posts',
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    select: { title: true, slug: true, status: true, featured: true, tags: true, publishedAt: true, createdAt: true },
    user,
    overrideAccess: false,
  })
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>
        <Link href="/dashboard/publish" className="btn-primary">{t('newPost')}</Link>
      </div>
      {missing && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t('notFound')}
        </p>
      )}
      {docs.length === 0 ? (
        <p className="card text-center text-slate-600">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full min-w-[560px] text-left text-sm" data-testid="posts-table">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">{t('postTitle')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('tags')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('status')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('featured')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('date')}</th>
                <th scope="col" className="px-4 py-3 font-semibold"><span className="sr-only">{t('actions')}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {docs.map((post) => (
                <tr key={post.id}>
                  <td className="max-w-xs px-4 py-3 font-medium text-slate-900">
                    <Link href={`/blog/${post.slug}`} className="hover:text-brand-700">{post.title}</Link>
                  </td>
                  <td className="px-4 py-3"><TagList tags={post.tags ?? []} /></td>
                  <td className="px-4 py-3">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${post.status === 'published' ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}>
                      {post.status === 'published' ? t('published') : t('draft')}
                    </span>
                  </td>
                  <td className="px-4 py-3">{post.featured ? t('yes') : t('no')}</td>
                  <td className="px-4 py-3 text-slate-600">{formatDate(locale, post.publishedAt ?? post.createdAt, 'medium')}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">
                      <Link href={`/dashboard/blog-edit/${post.id}`} className="btn-secondary px-3 py-1.5">{t('edit')}</Link>
                      <DeletePostButton id={post.id} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
