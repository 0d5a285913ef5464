'use client'

import { History, Loader2, PenLine, RotateCcw, Send, Sparkles, Upload } from 'lucide-react'
import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { toast } from '../ui/toast'

import type { Article, ArticleVersion } from '@/payload-types'
import type { ArticleLength, Outline } from '@/shared/outline'
import { href } from '@/shared/paths'
import { postJson, requestJson } from '../api'
import { PageHeader } from '../ui/PageHeader'
import { LivePreviewDrawer } from './LivePreviewDrawer'
import { OutlineControls, OutlinePanel, useOutlineReview } from './OutlineReview'
import { SubscriptionModal } from './SubscriptionModal'
import { useArticleStream } from './useArticleStream'
import { useWriter } from './useWriter'
import { PreviewToggle } from './WriterOutput'
import { WriterResult } from './WriterResult'
import { useLimitText } from '../useLimitText'
import { openPublishMenu } from '../publishing/PublishMenu'

type Message = { type: 'user' | 'ai'; content: string }
type VersionRow = Pick<ArticleVersion, 'id' | 'number' | 'instruction' | 'restoredFrom' | 'createdAt'>

/** SPEC 9: the chat shows the last 5 messages. */
const SHOWN_MESSAGES = 5

/** SPEC 3 browser storage: what the WordPress hand-off leaves for the integrations screen. */
function handOffToWordPress(article: Article) {
  localStorage.setItem('wpPublishContent', article.content ?? '')
  localStorage.setItem('wpPublishSeoData', JSON.stringify(article.seo ?? {}))
}

/**
 * /article-writer-chat-pro (SPEC 2, 5): the first message is a topic and writes an article (one
 * credit); every later message is an instruction that rewrites it (free), streamed like the first.
 * Each version is kept and any of them can be restored.
 */
export function ChatWriter({ allowed, initial }: { allowed: boolean; initial: Article | null }) {
  const t = useTranslations('chat')
  const limitText = useLimitText()
  const writer = useWriter<{ topic: string; focusKeyword?: string; outline?: Outline; length?: ArticleLength; voice?: number | null }>('/api/ai/chat')
  const editor = useArticleStream<{ articleId: number; instruction: string }>('/api/ai/modify')
  const [article, setArticle] = useState<Article | null>(initial)
  const [messages, setMessages] = useState<Message[]>(initial ? [{ type: 'ai', content: t('resumed', { title: initial.title }) }] : [])
  const [draft, setDraft] = useState('')
  const [keyword, setKeyword] = useState('')
  const [versions, setVersions] = useState<VersionRow[]>([])
  const [restoring, setRestoring] = useState<number | null>(null)
  // The first message's topic while its outline is reviewed (issue 35).
  const [topic, setTopic] = useState('')
  const review = useOutlineReview('chat', `${topic}\n${keyword.trim()}`, writer.report)
  const busy = writer.streaming || editor.state.phase === 'streaming' || review.planning
  const say = (message: Message) => setMessages((list) => [...list, message])

  const loadVersions = useCallback(async (articleId: number) => {
    const result = await requestJson<{ docs: VersionRow[] }>('GET', `/api/article-versions?where[article][equals]=${articleId}&sort=-number&limit=50&depth=0`)
    if (result.ok) setVersions(result.data.docs)
  }, [])

  useEffect(() => {
    if (article) void loadVersions(article.id)
  }, [article?.id, article?.updatedAt, article, loadVersions])

  // The first article is written (or failed: useWriter shows why, the modal for quota).
  useEffect(() => {
    if (writer.state.phase === 'done') {
      setArticle(writer.state.article)
      say({ type: 'ai', content: t('written', { title: writer.state.article.title }) })
    }
    if (writer.state.phase === 'error') say({ type: 'ai', content: t('writeFailed') })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [writer.state.phase])

  // A modification is saved as the next version, or changes nothing.
  useEffect(() => {
    if (editor.state.phase === 'done') {
      setArticle(editor.state.article)
      say({ type: 'ai', content: t('modified') })
    }
    if (editor.state.phase === 'error') {
      toast.error(limitText(editor.state) ?? t('modifyFailed'))
      say({ type: 'ai', content: t('modifyFailed') })
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor.state.phase])

  function send(event: FormEvent) {
    event.preventDefault()
    const text = draft.trim()
    if (!text || busy) return
    say({ type: 'user', content: text })
    setDraft('')
    if (article) return void editor.start({ articleId: article.id, instruction: text })
    setTopic(text)
    if (review.enabled) {
      void review.plan(firstDraft(text)).then((made) => made && say({ type: 'ai', content: t('outlineReady') }))
      return
    }
    writer.generate({ ...firstDraft(text), ...review.extras() })
  }

  const firstDraft = (text: string) => ({ topic: text, ...(keyword.trim() ? { focusKeyword: keyword.trim() } : {}) })

  function writeFromOutline() {
    writer.generate({ ...firstDraft(topic), ...review.extras() })
  }

  async function restore(version: number) {
    if (!article) return
    setRestoring(version)
    const result = await postJson<{ article: Article }>(`/api/articles/${article.id}/restore`, { version })
    setRestoring(null)
    if (!result.ok) return void toast.error(t('restoreFailed'))
    setArticle(result.data.article)
    say({ type: 'ai', content: t('restored', { version }) })
    toast.success(t('restored', { version }))
  }

  if (!allowed) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <section className="card mt-6 text-center" data-testid="chat-upgrade">
          <Sparkles className="mx-auto size-8 text-brand-600" aria-hidden />
          <h2 className="mt-3 text-xl font-bold">{t('upgradeTitle')}</h2>
          <p className="mt-2 text-slate-600">{t('upgradeText')}</p>
          <Link href={href('subscription')} className="btn-primary mt-5">
            {t('upgradeButton')}
          </Link>
        </section>
      </div>
    )
  }

  const streamingText = writer.streaming ? writer.previewHtml : editor.state.phase === 'streaming' ? editor.state.text : ''
  const shownArticle = article
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 pb-32 sm:px-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />

      <section className="card space-y-4" aria-labelledby="chat-title">
        <h2 id="chat-title" className="text-lg font-semibold">{t('chatTitle')}</h2>
        {messages.length === 0 ? (
          <p className="text-sm text-slate-500">{t('empty')}</p>
        ) : (
          <ol className="space-y-2" data-testid="chat-messages">
            {messages.slice(-SHOWN_MESSAGES).map((message, index) => (
              <li
                key={`${messages.length}-${index}`}
                className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm ${message.type === 'user' ? 'ml-auto bg-brand-600 text-white' : 'bg-slate-100 text-slate-800'}`}
              >
                <span className="sr-only">{message.type === 'user' ? t('you') : t('ai')}: </span>
                {message.content}
              </li>
            ))}
          </ol>
        )}
        {!article && review.outline && (
          <div className="space-y-3">
            <OutlinePanel review={review} disabled={busy} onRemake={() => void review.plan(firstDraft(topic))} />
            <button type="button" className="btn-primary" onClick={writeFromOutline} disabled={busy || Boolean(review.problem)}>
              <PenLine className="size-4" aria-hidden />
              {t('writeArticle')}
            </button>
          </div>
        )}
        {!article && review.planning && <OutlinePanel review={review} onRemake={() => undefined} />}
        {!article && (
          <div>
            <label htmlFor="chat-keyword" className="label">{t('keywordLabel')}</label>
            <input id="chat-keyword" className="input" maxLength={100} value={keyword} onChange={(e) => setKeyword(e.target.value)} aria-describedby="chat-keyword-hint" />
            <p id="chat-keyword-hint" className="mt-1.5 text-xs text-slate-500">{t('keywordHint')}</p>
          </div>
        )}
        <form onSubmit={send} className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="chat-input" className="sr-only">
            {article ? t('instructionLabel') : t('topicLabel')}
          </label>
          <textarea
            id="chat-input"
            className="input min-h-12 flex-1"
            rows={2}
            maxLength={article ? 2000 : 200}
            value={draft}
            placeholder={article ? t('instructionPlaceholder') : t('topicPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) send(e)
            }}
          />
          <button type="submit" className="btn-primary self-end" disabled={busy || !draft.trim()}>
            {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
            {busy ? t('working') : t('send')}
          </button>
        </form>
        {!article && <OutlineControls review={review} disabled={busy} />}
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <PreviewToggle writer={writer} />
          {shownArticle && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                handOffToWordPress(shownArticle)
                toast.success(t('wordpressSaved'))
                // The Publish card below the article sends it to the user's sites: opened on them, to choose one.
                document.getElementById('publish')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
                openPublishMenu(shownArticle.id)
              }}
            >
              <Upload className="size-4" aria-hidden />
              {t('wordpress')}
            </button>
          )}
        </div>
      </section>

      {shownArticle && versions.length > 0 && (
        <section className="card" aria-labelledby="versions-title" data-testid="chat-versions">
          <h2 id="versions-title" className="flex items-center gap-2 text-lg font-semibold">
            <History className="size-5" aria-hidden />
            {t('versionsTitle')}
          </h2>
          <ol className="mt-3 divide-y divide-slate-100">
            {versions.map((version, index) => (
              <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{t('version', { number: version.number })}</span>{' '}
                  <span className="text-slate-600">
                    {version.restoredFrom ? t('restoredFrom', { number: version.restoredFrom }) : version.instruction ? `“${version.instruction}”` : t('firstDraft')}
                  </span>
                </span>
                {index === 0 ? (
                  <span className="text-xs font-medium text-green-700">{t('current')}</span>
                ) : (
                  <button type="button" className="btn-secondary h-8 px-3 text-xs" onClick={() => restore(version.number)} disabled={busy || restoring !== null}>
                    {restoring === version.number ? <Loader2 className="size-3.5 animate-spin" aria-hidden /> : <RotateCcw className="size-3.5" aria-hidden />}
                    {t('restore', { number: version.number })}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}

      {shownArticle && <WriterResult key={`${shownArticle.id}-${shownArticle.updatedAt}`} article={shownArticle} onChange={setArticle} />}
      <LivePreviewDrawer html={streamingText || (shownArticle?.content ?? '')} writing={busy} done={!busy && Boolean(shownArticle)} visible={writer.preview.visible && (busy || Boolean(shownArticle))} onHide={writer.preview.hide} />
      <SubscriptionModal reason={writer.modal} onClose={writer.closeModal} />
    </div>
  )
}
