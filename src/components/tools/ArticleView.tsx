'use client'

import { Download, FileText, Globe, Pencil, Save, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { toast } from '../ui/toast'
import { useConfirm } from '../ui/ConfirmDialog'

import type { Article } from '@/payload-types'
import { postJson, requestJson } from '../api'
import { useSession } from '../auth/SessionContext'
import { previewText } from '@/shared/preview'
import { useUnsavedChangesWarning } from '../useUnsavedChangesWarning'
import { useLimitText } from '../useLimitText'
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor'
import { SafeHtml } from './SafeHtml'
import { AnalysisPanel } from './AnalysisPanel'
import { InternalLinks } from './InternalLinks'
import { jumpToText } from './jumpToText'
import { SourceCheck } from './SourceCheck'
import { FeaturedImage } from './FeaturedImage'
import { ArticleAudio } from './ArticleAudio'
import { PublishCard } from '../publishing/PublishCard'
import { href } from '@/shared/paths'

const PREVIEW_CHARS = 500

type SeoFields = { title: string; metaDescription: string; focusKeyword: string }
const seoOf = (article: Article): SeoFields => ({ title: article.seo?.title ?? '', metaDescription: article.seo?.metaDescription ?? '', focusKeyword: article.seo?.focusKeyword ?? '' })
const sameSeo = (a: SeoFields, b: SeoFields) => a.title === b.title && a.metaDescription === b.metaDescription && a.focusKeyword === b.focusKeyword

/** A saved article: downloads, Edit/Save, SEO data and score, a short preview and the full text. */
export function ArticleView({ article, onChange }: { article: Article; onChange?: (article: Article) => void }) {
  const t = useTranslations('writer')
  const tp = useTranslations('publish')
  const ta = useTranslations('analysis')
  const [confirm, confirmDialog] = useConfirm()
  const limitText = useLimitText()
  const isAdmin = Boolean(useSession().user?.isAdmin)
  const [publishedSlug, setPublishedSlug] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)
  const [saving, setSaving] = useState(false)
  const [fixing, setFixing] = useState(false)
  const [seo, setSeo] = useState(() => seoOf(article))
  // The edited HTML while it differs from the saved text (null otherwise): an untouched text is not re-sent.
  const [editedHtml, setEditedHtml] = useState<string | null>(null)
  const content = article.content ?? ''
  const dirty = editing && (editedHtml !== null || !sameSeo(seo, seoOf(article)))
  useUnsavedChangesWarning(dirty, t('unsavedChanges'))

  function stopEditing() {
    setEditedHtml(null)
    setSeo(seoOf(article))
    setEditing(false)
  }

  /** Cancel: unsaved changes are only thrown away when the writer says so (issue 39). */
  async function cancelEditing() {
    if (dirty && !(await confirm(t('discardChanges'), { action: t('discard') }))) return
    stopEditing()
  }

  // The editor opens where the text is, not below the image, audio and publishing cards (issue 39).
  const editorCard = useRef<HTMLElement>(null)
  useEffect(() => {
    if (editing) editorCard.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [editing])

  async function save() {
    setSaving(true)
    const changes = editedHtml === null ? { seo } : { content: editedHtml, seo }
    const result = await requestJson<{ doc: Article }>('PATCH', `/api/articles/${article.id}?depth=0`, changes)
    setSaving(false)
    if (!result.ok) return void toast.error(t('saveFailed'), { description: result.error.message })
    // The server re-scores on save; the page shows the new score and checklist.
    toast.success(t('saved'), { description: t('savedScore', { score: result.data.doc.score ?? 0 }) })
    stopEditing()
    onChange?.(result.data.doc)
  }

  function download(format: 'html' | 'pdf') {
    if (!content) return void toast.error(t('noContent'))
    window.location.assign(`/api/articles/${article.id}/export?format=${format}`)
  }

  // The claim's sentence in the article's text below.
  const articleText = useRef<HTMLDivElement>(null)
  function showClaim(sentence: string) {
    jumpToText(articleText.current, sentence)
  }

  async function improve() {
    setFixing(true)
    const result = await requestJson<{ article: Article; changed: boolean }>('POST', `/api/articles/${article.id}/fix-seo`)
    setFixing(false)
    if (!result.ok) return void toast.error(limitText(result.error) ?? ta('improveFailed'))
    if (!result.data.changed) return void toast.info(ta('nothingToImprove'))
    const after = result.data.article
    toast.success(ta('improved', { seoBefore: article.score ?? 0, seoAfter: after.score ?? 0, readBefore: article.readabilityScore ?? 0, readAfter: after.readabilityScore ?? 0 }))
    onChange?.(after)
  }

  async function publish() {
    if (!content) return void toast.error(tp('noContent'))
    // Nothing goes public in one click (issue 39).
    if (!(await confirm(tp('confirmFromArticle', { title: article.seo?.title || article.title }), { action: tp('fromArticle'), danger: false }))) return
    const result = await postJson<{ post: { slug: string } }>(`/api/articles/${article.id}/publish`, { target: 'blog' })
    if (!result.ok) return void toast.error(tp('publishFailed'))
    setPublishedSlug(result.data.post.slug)
    toast.success(tp('publishedFromArticle'))
  }

  const preview = previewText(content, PREVIEW_CHARS)
  return (
    <div className="space-y-6" data-testid="article-view">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn-secondary" onClick={() => download('html')}>
          <Download className="size-4" aria-hidden />
          {t('download')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => download('pdf')}>
          <FileText className="size-4" aria-hidden />
          {t('downloadPdf')}
        </button>
        {!editing && (
          <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden />
            {t('edit')}
          </button>
        )}
        {isAdmin && (
          <button type="button" className="btn-secondary" onClick={publish}>
            <Globe className="size-4" aria-hidden />
            {tp('fromArticle')}
          </button>
        )}
        {publishedSlug && (
          <a href={href('blogPost', { slug: publishedSlug })} className="text-sm font-medium text-brand-700 underline">
            {tp('view')}
          </a>
        )}
        {article.demo && (
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-800" title={t('demoNote')}>
            {t('demo')}
          </span>
        )}
        {/* Which provider and model wrote it is for admins (support, costs), not for customers. */}
        {isAdmin && article.provider && !article.demo && (
          <span className="text-xs text-slate-500">{t('writtenBy', { provider: article.provider, model: article.model ?? '' })}</span>
        )}
      </div>

      {/* The SEO data, then its analysis across the page: the two check lists side by side on a wide screen. */}
      <div className="space-y-6">
        <section className="card" aria-labelledby="seo-data-title">
          <h2 id="seo-data-title" className="text-lg font-semibold">{t('seoData')}</h2>
          <dl className="mt-4 space-y-3 text-sm">
            {(
              [
                ['title', t('seoTitle'), 60],
                ['metaDescription', t('metaDescription'), 160],
                ['focusKeyword', t('focusKeyword'), 100],
              ] as const
            ).map(([key, label, max]) => (
              <div key={key}>
                <dt className="flex justify-between text-slate-500">
                  <span>{label}</span>
                  <span className={seo[key].length > max ? 'text-red-600' : ''}>{seo[key].length}/{max}</span>
                </dt>
                <dd className="mt-1">
                  {editing && key === 'metaDescription' ? (
                    // A 160-character description reads whole in a box of three lines.
                    <textarea className="input resize-y" rows={3} aria-label={label} value={seo[key]} maxLength={max} onChange={(e) => setSeo((s) => ({ ...s, [key]: e.target.value }))} />
                  ) : editing ? (
                    <input className="input" aria-label={label} value={seo[key]} maxLength={max} onChange={(e) => setSeo((s) => ({ ...s, [key]: e.target.value }))} />
                  ) : (
                    <span className="font-medium text-slate-900" data-testid={`seo-${key}`}>{seo[key]}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <AnalysisPanel article={article} onImprove={editing ? undefined : improve} improving={fixing} onShowClaim={editing ? undefined : showClaim} />
      </div>

      {article.status === 'ready' && <InternalLinks article={article} onChange={onChange} disabled={editing} />}

      <FeaturedImage article={article} onChange={onChange} />

      <ArticleAudio article={article} onChange={onChange} />

      {/* Read before publishing: the source check comes first (issue 39). */}
      {article.sourcePage?.url && <SourceCheck url={article.sourcePage.url} title={article.sourcePage.title} facts={article.sourceCheck} relevance={article.sourceRelevance} />}

      {article.status === 'ready' && <PublishCard articleId={article.id} />}

      {!editing && preview && (
        <section className="card" aria-labelledby="preview-title">
          <h2 id="preview-title" className="text-lg font-semibold">{t('previewTitle')}</h2>
          <p className="mt-2 text-sm text-slate-600" data-testid="article-preview">
            {preview}
          </p>
        </section>
      )}

      <section className="card scroll-mt-24" ref={editorCard}>
        {editing ? (
          <LazyRichTextEditor
            initialHtml={content}
            label={t('editorLabel')}
            onChange={(html, changed) => setEditedHtml(changed ? html : null)}
            actions={
              <>
                <button type="button" className="btn-secondary h-9" onClick={cancelEditing} disabled={saving}>
                  <X className="size-4" aria-hidden />
                  {t('cancel')}
                </button>
                <button type="button" className="btn-primary h-9" onClick={save} disabled={saving}>
                  <Save className="size-4" aria-hidden />
                  {saving ? t('saving') : t('save')}
                </button>
              </>
            }
          />
        ) : (
          <div ref={articleText}>
            <SafeHtml html={content} className="article-body" />
          </div>
        )}
      </section>
      {confirmDialog}
    </div>
  )
}
