import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { formatDate } from '@/i18n/format'
import Link from 'next/link'

import { DeletePostButton } from '@/components/blog/DeletePostButton'
import { TagList } from '@/components/blog/TagList'
import { requireRoute } from '@/server/auth/currentUser'
import { postsForManagement } from '@/server/blog/queries'
import { href } from '@/shared/paths'
import { PageHeader } from '@/components/ui/PageHeader'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('manageTitle'), robots: { index: false } }
}

export default async function BlogManagementPage({ searchParams }: { searchParams: Promise<{ missing?: string }> }) {
  const [user, t, locale, { missing }] = await Promise.all([requireRoute('blogManagement'), getTranslations('manage'), getLocale(), searchParams])
  const docs = await postsForManagement(user)
  return (
    <div className="space-y-6">
      <PageHeader size="dashboard" title={t('title')} subtitle={t('subtitle')} actions={<Link href={href('publish')} className="btn-primary">{t('newPost')}</Link>} />
      {missing && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {t('notFound')}
        </p>
      )}
      {docs.length === 0 ? (
        <p className="card text-center text-slate-600">{t('empty')}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full min-w-[640px] text-left text-sm" data-testid="posts-table">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">{t('postTitle')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('tags')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('status')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('scores')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('featured')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('date')}</th>
                <th scope="col" className="px-4 py-3 font-semibold"><span className="sr-only">{t('actions')}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {docs.map((post) => (
                <tr key={post.id}>
                  <td className="max-w-xs px-4 py-3 font-medium text-slate-900">
                    {/* A draft has no public page yet: its title opens the editor. */}
                    <Link href={post.status === 'published' ? href('blogPost', { slug: post.slug ?? post.id }) : href('blogEdit', { id: post.id })} className="hover:text-brand-700">
                      {post.title}
                    </Link>
                  </td>
                  <td className="px-4 py-3"><TagList tags={post.tags ?? []} /></td>
                  <td className="px-4 py-3">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${post.status === 'published' ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}>
                      {post.status === 'published' ? t('published') : t('draft')}
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-600" data-testid="post-scores">
                    {post.score != null && post.readabilityScore != null ? (
                      <>
                        <span className="block">{t('seoScore', { score: post.score })}</span>
                        <span className="block">{t('readabilityScore', { score: post.readabilityScore })}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="px-4 py-3">{post.featured ? t('yes') : t('no')}</td>
                  <td className="px-4 py-3 text-slate-600">{formatDate(locale, post.publishedAt ?? post.createdAt, 'medium')}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">
                      <Link href={href('blogEdit', { id: post.id })} className="btn-secondary px-3 py-1.5">{t('edit')}</Link>
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
