'use client'

import { Save } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from '../ui/toast'

import { parseTags } from '@/shared/tags'
import { postJson, requestJson } from '../api'
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor'
import { Field } from '../ui/Field'
import { useUnsavedChangesWarning } from '../useUnsavedChangesWarning'
import { ImagePanel, type PostImage } from './ImagePanel'
import type { ImageFit as Fit } from '@/shared/uploads'
import { href } from '@/shared/paths'

export type EditablePost = {
  id: number
  slug: string
  title: string
  html: string
  metaDescription: string
  tags: string[]
  featured: boolean
  image: PostImage | null
  imageFit: Fit
  /** The saved post's analysis (fresh after each save: the page is refreshed). */
  score: number | null
  readabilityScore: number | null
}

type Fields = { title: string; tags: string; meta: string; featured: boolean }

const sameFields = (a: Fields, b: Fields) => a.title === b.title && a.tags === b.tags && a.meta === b.meta && a.featured === b.featured

/**
 * The admin's editor for one post: the article editor (headings, lists, links, undo) with Save in
 * its toolbar, which stays in view on a long post, and the tags, meta description and image beside
 * it. The image is saved on its own: uploading one leaves the other edits unsaved, and says so.
 */
export function PostEditor({ post }: { post: EditablePost }) {
  const t = useTranslations('editPost')
  const router = useRouter()
  const [saved, setSaved] = useState<Fields>(() => ({ title: post.title, tags: post.tags.join(', '), meta: post.metaDescription, featured: post.featured }))
  const [fields, setFields] = useState<Fields>(saved)
  // The text as the editor reports it (null until the first change), and the last text saved (null: as opened).
  const [edited, setEdited] = useState<{ html: string; changed: boolean } | null>(null)
  const [savedHtml, setSavedHtml] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const textChanged = edited !== null && (savedHtml === null ? edited.changed : edited.html !== savedHtml)
  const dirty = textChanged || !sameFields(fields, saved)
  useUnsavedChangesWarning(dirty, t('unsavedLeave'))
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }))

  async function save() {
    setBusy(true)
    const html = edited?.html ?? post.html
    const result = await postJson(`/api/posts/${post.id}/edit`, {
      title: fields.title,
      content: html,
      metaDescription: fields.meta,
      tags: parseTags(fields.tags),
      featured: fields.featured,
    })
    setBusy(false)
    if (!result.ok) return void toast.error(t('saveFailed'), { description: result.error.message })
    setSaved(fields)
    if (edited) setSavedHtml(edited.html)
    toast.success(t('saved'))
    router.refresh()
  }

  /** Only the image and its fit: what else the admin changed stays theirs to save or drop. */
  async function saveImage(image: number | null, imageFit: Fit): Promise<boolean> {
    const result = await requestJson('PATCH', `/api/posts/${post.id}?depth=0`, { image, imageFit })
    if (!result.ok) return false
    router.refresh()
    if (dirty) toast.info(t('otherEditsUnsaved'))
    return true
  }

  const metaTooLong = fields.meta.length > 160
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="card h-fit min-w-0 space-y-4">
        <Field id="edit-title" label={t('postTitle')}>
          <input id="edit-title" className="input" value={fields.title} onChange={(e) => set('title', e.target.value)} maxLength={200} />
        </Field>
        <div>
          <span className="label" id="edit-content-label">{t('content')}</span>
          <LazyRichTextEditor
            initialHtml={post.html}
            label={t('content')}
            onChange={(html, changed) => setEdited({ html, changed })}
            actions={
              <>
                <span className="hidden text-xs text-slate-500 sm:inline" role="status" data-testid="save-state">
                  {dirty ? t('unsaved') : t('allSaved')}
                </span>
                <button type="button" className="btn-primary h-9" onClick={() => void save()} disabled={busy || metaTooLong || !fields.title.trim()}>
                  <Save className="size-4" aria-hidden />
                  {busy ? t('saving') : t('save')}
                </button>
              </>
            }
          />
        </div>
      </div>
      {/* The image card scrolls away; the tags and meta description stay beside a long text. */}
      <div className="space-y-6">
        <ImagePanel image={post.image} fit={post.imageFit} title={fields.title} onSave={saveImage} />
        <section className="card space-y-4 lg:sticky lg:top-20" aria-labelledby="post-settings">
          <h2 id="post-settings" className="font-semibold text-slate-900">{t('settings')}</h2>
          {post.score != null && post.readabilityScore != null && (
            <p className="flex flex-wrap gap-x-3 text-sm text-slate-600" data-testid="post-scores">
              <span>{t('seoScore', { score: post.score })}</span>
              <span>{t('readabilityScore', { score: post.readabilityScore })}</span>
            </p>
          )}
          <Field id="edit-tags" label={t('tags')}>
            <input id="edit-tags" className="input" value={fields.tags} onChange={(e) => set('tags', e.target.value)} />
          </Field>
          <Field id="edit-meta" label={t('metaDescription')} hint={<span className={metaTooLong ? 'text-red-600' : ''} data-testid="meta-counter">{fields.meta.length}/160</span>}>
            <textarea id="edit-meta" className="input" rows={3} value={fields.meta} onChange={(e) => set('meta', e.target.value)} />
          </Field>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-4 accent-brand-600" checked={fields.featured} onChange={(e) => set('featured', e.target.checked)} />
            {t('featured')}
          </label>
          <a href={href('blogPost', { slug: post.slug })} className="inline-block text-sm font-medium text-brand-700 hover:underline">{t('view')}</a>
        </section>
      </div>
    </div>
  )
}
