'use client'

import { Link2, Save } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { toast } from '../ui/toast'

import { parseTags } from '@/shared/tags'
import { postJson } from '../api'
import { Field } from '../ui/Field'
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
}

/** The admin's editor for one post: text with link insertion, tags, meta description, image. */
export function PostEditor({ post }: { post: EditablePost }) {
  const t = useTranslations('editPost')
  const router = useRouter()
  const editor = useRef<HTMLDivElement>(null)
  const savedRange = useRef<Range | null>(null)
  const [title, setTitle] = useState(post.title)
  const [tags, setTags] = useState(post.tags.join(', '))
  const [meta, setMeta] = useState(post.metaDescription)
  const [featured, setFeatured] = useState(post.featured)
  const [linkOpen, setLinkOpen] = useState(false)
  const [url, setUrl] = useState('')
  const [busy, setBusy] = useState(false)

  function startLink() {
    const selection = window.getSelection()
    const range = selection && selection.rangeCount ? selection.getRangeAt(0) : null
    if (!range || range.collapsed || !editor.current?.contains(range.commonAncestorContainer)) {
      return void toast.error(t('selectTextFirst'))
    }
    savedRange.current = range.cloneRange()
    setUrl('https://')
    setLinkOpen(true)
  }

  function insertLink() {
    const href = url.trim()
    if (!href || href === 'https://') return void toast.error(t('urlRequired'))
    const range = savedRange.current
    if (!range) return
    const anchor = document.createElement('a')
    anchor.href = href
    anchor.appendChild(range.extractContents())
    range.insertNode(anchor)
    setLinkOpen(false)
  }

  async function save(extra: { image?: number | null; imageFit?: Fit } = {}) {
    setBusy(true)
    const result = await postJson(`/api/posts/${post.id}/edit`, {
      title,
      content: editor.current?.innerHTML ?? post.html,
      metaDescription: meta,
      tags: parseTags(tags),
      featured,
      ...extra,
    })
    setBusy(false)
    if (!result.ok) {
      toast.error(t('saveFailed'), { description: result.error.message })
      return false
    }
    toast.success(t('saved'))
    router.refresh()
    return true
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <div className="card space-y-4">
        <Field id="edit-title" label={t('postTitle')}>
          <input id="edit-title" className="input" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
        </Field>
        <div>
          <div className="mb-1.5 flex items-center justify-between">
            <span className="label mb-0" id="edit-content-label">{t('content')}</span>
            <button type="button" className="btn-secondary px-3 py-1.5" onMouseDown={(e) => e.preventDefault()} onClick={startLink}>
              <Link2 className="size-4" aria-hidden />
              {t('addLink')}
            </button>
          </div>
          {linkOpen && (
            <div className="mb-2 flex flex-wrap items-end gap-2 rounded-lg bg-slate-50 p-3">
              <div className="min-w-48 flex-1">
                <label htmlFor="edit-link-url" className="label">{t('linkUrl')}</label>
                <input id="edit-link-url" className="input" value={url} onChange={(e) => setUrl(e.target.value)} autoFocus />
              </div>
              <button type="button" className="btn-primary" onClick={insertLink}>{t('insert')}</button>
              <button type="button" className="btn-ghost" onClick={() => setLinkOpen(false)}>{t('cancel')}</button>
            </div>
          )}
          <div
            ref={editor}
            className="article-body min-h-72 rounded-lg border border-slate-300 bg-white p-4 focus:outline-2 focus:outline-brand-200"
            contentEditable
            suppressContentEditableWarning
            role="textbox"
            aria-multiline="true"
            aria-labelledby="edit-content-label"
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
        </div>
        <Field id="edit-tags" label={t('tags')}>
          <input id="edit-tags" className="input" value={tags} onChange={(e) => setTags(e.target.value)} />
        </Field>
        <Field id="edit-meta" label={t('metaDescription')} hint={<span className={meta.length > 160 ? 'text-red-600' : ''} data-testid="meta-counter">{meta.length}/160</span>}>
          <textarea id="edit-meta" className="input" rows={2} value={meta} onChange={(e) => setMeta(e.target.value)} />
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="size-4 accent-brand-600" checked={featured} onChange={(e) => setFeatured(e.target.checked)} />
          {t('featured')}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn-primary" onClick={() => void save()} disabled={busy || meta.length > 160 || !title.trim()}>
            <Save className="size-4" aria-hidden />
            {busy ? t('saving') : t('save')}
          </button>
          <a href={href('blogPost', { slug: post.slug })} className="text-sm font-medium text-brand-700 hover:underline">{t('view')}</a>
        </div>
      </div>
      <ImagePanel image={post.image} fit={post.imageFit} title={title} onSave={(image, imageFit) => save({ image, imageFit })} />
    </div>
  )
}
