'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { useState, type FormEvent } from 'react'
import { toast } from '../ui/toast'

import { parseTags } from '@/shared/tags'
import { postJson } from '../api'
import { Field } from '../ui/Field'
import { href } from '@/shared/paths'

const EMPTY = { title: '', focusKeyword: '', metaDescription: '', content: '', tags: '', featured: false }

/** SPEC 5 manual publish: every field required, meta description at most 160 characters. */
export function PublishForm() {
  const t = useTranslations('publish')
  const [values, setValues] = useState(EMPTY)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [published, setPublished] = useState<string | null>(null)
  const set = (key: 'title' | 'focusKeyword' | 'metaDescription' | 'content' | 'tags') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setPublished(null)
    if (!values.content.trim()) return setError(t('missingContent'))
    if (!values.title.trim() || !values.focusKeyword.trim() || !values.metaDescription.trim()) return setError(t('missingData'))
    if (values.metaDescription.length > 160) return setError(t('metaTooLong'))
    setError(null)
    setBusy(true)
    const result = await postJson<{ post: { slug: string } }>('/api/posts/publish', { ...values, tags: parseTags(values.tags) })
    setBusy(false)
    if (!result.ok) {
      const message = result.error.code === 'UNAUTHORIZED' ? t('notLoggedIn') : t('failed', { message: result.error.message })
      setError(message)
      return void toast.error(message)
    }
    toast.success(t('success'))
    setPublished(result.data.post.slug)
    // After a successful publish the form starts empty again.
    setValues(EMPTY)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4">
      <Field id="publish-title" label={t('postTitle')}>
        <input id="publish-title" className="input" value={values.title} onChange={set('title')} maxLength={200} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="publish-keyword" label={t('focusKeyword')}>
          <input id="publish-keyword" className="input" value={values.focusKeyword} onChange={set('focusKeyword')} maxLength={100} />
        </Field>
        <Field id="publish-tags" label={t('tags')}>
          <input id="publish-tags" className="input" value={values.tags} onChange={set('tags')} />
        </Field>
      </div>
      <Field
        id="publish-meta"
        label={t('metaDescription')}
        hint={<span className={values.metaDescription.length > 160 ? 'text-red-600' : ''} data-testid="meta-counter">{values.metaDescription.length}/160</span>}
      >
        <textarea id="publish-meta" className="input" rows={2} value={values.metaDescription} onChange={set('metaDescription')} />
      </Field>
      <Field id="publish-content" label={t('content')} hint={t('contentHint')}>
        <textarea id="publish-content" className="input font-mono text-xs" rows={12} value={values.content} onChange={set('content')} />
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4 accent-brand-600" checked={values.featured} onChange={(e) => setValues((v) => ({ ...v, featured: e.target.checked }))} />
        {t('featured')}
      </label>
      {error && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{error}</p>}
      {published && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          {t('success')} <Link href={href('blogPost', { slug: published })} className="font-medium underline">{t('view')}</Link>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>{busy ? t('publishing') : t('submit')}</button>
        <Link href={href('blog')} className="text-sm font-medium text-brand-700 hover:underline">{t('toBlog')}</Link>
      </div>
    </form>
  )
}
