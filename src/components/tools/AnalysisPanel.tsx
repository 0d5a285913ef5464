'use client'

import { AlertCircle, CheckCircle2, Link2Off, Loader2, Mic, Wand2, XCircle } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { checksOf, claimsOf, overallLevel, repairableFailures, titleChosenIn, type Check, type Level, type UnsourcedClaim } from '@/shared/analysis'
import { avoidedWordsOf, type AvoidedWord } from '@/shared/voices'

const ORDER: Record<Level, number> = { bad: 0, ok: 1, good: 2 }
const BADGE: Record<Level, string> = { good: 'text-green-700 bg-green-50', ok: 'text-amber-700 bg-amber-50', bad: 'text-red-700 bg-red-50' }

function Light({ level }: { level: Level }) {
  const t = useTranslations('analysis')
  if (level === 'good') return <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-label={t('good')} />
  if (level === 'ok') return <AlertCircle className="mt-0.5 size-4 shrink-0 text-amber-500" aria-label={t('ok')} />
  return <XCircle className="mt-0.5 size-4 shrink-0 text-red-500" aria-label={t('bad')} />
}

/** One score and its checks, problems first (as Yoast lists them), each with what it found and what to change. */
function CheckList({ id, title, score, checks, testId }: { id: string; title: string; score: number; checks: Check[]; testId: string }) {
  const t = useTranslations('analysis')
  const sorted = [...checks].sort((a, b) => ORDER[a.level] - ORDER[b.level])
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <h3 id={id} className="text-base font-semibold">{title}</h3>
        <span className={`rounded-full px-3 py-1 text-base font-bold ${BADGE[overallLevel(score)]}`} data-testid={testId}>
          {t('scoreLabel', { score })}
        </span>
      </div>
      <ul className="mt-3 space-y-3 text-sm" aria-labelledby={id}>
        {sorted.map((check) => (
          <li key={check.id} className="flex items-start gap-2" data-testid={`check-${check.id}`} data-level={check.level}>
            <Light level={check.level} />
            <span>
              <span className="font-medium text-slate-900">{t(`${check.id}.label`)}</span>
              <span className={`block ${check.level === 'good' ? 'text-slate-500' : 'text-slate-700'}`}>{t(`${check.id}.${check.level}`, check.detail)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** One sentence the analysis found, what it found, and a jump to where it stands in the text. */
function Finding({ icon, sentence, note, onShow }: { icon: React.ReactNode; sentence: string; note: string; onShow?: (sentence: string) => void }) {
  const t = useTranslations('analysis')
  return (
    <li className="flex items-start gap-2">
      {icon}
      <span className="min-w-0">
        <q className="block text-slate-800">{sentence}</q>
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          {note}
          {onShow && (
            <button type="button" className="font-medium text-brand-700 underline-offset-2 hover:underline" onClick={() => onShow(sentence)}>
              {t('claimShow')}
            </button>
          )}
        </span>
      </span>
    </li>
  )
}

/** Sentences with a number, a year or a quotation and no link, each with a jump to where it stands. */
function Claims({ claims, onShow }: { claims: UnsourcedClaim[]; onShow?: (sentence: string) => void }) {
  const t = useTranslations('analysis')
  return (
    <div>
      <h3 id="claims-title" className="text-base font-semibold">{t('claimsTitle')}</h3>
      {claims.length === 0 ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-slate-500">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden />
          {t('claimsNone')}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('claimsIntro')}</p>
          <ul className="mt-3 space-y-3 text-sm" aria-labelledby="claims-title" data-testid="claims">
            {claims.map((claim, index) => (
              <Finding key={index} icon={<Link2Off className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />} sentence={claim.sentence} note={claim.kinds.map((kind) => t(`claimKinds.${kind}`)).join(', ')} onShow={onShow} />
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/** The brand voice that wrote the article, and the sentences that use a word it avoids (issue 35). */
function VoiceWords({ voice, checked, found, onShow }: { voice: string; checked: boolean; found: AvoidedWord[]; onShow?: (sentence: string) => void }) {
  const t = useTranslations('analysis')
  return (
    <div data-testid="voice-words">
      <h3 id="voice-words-title" className="text-base font-semibold">{t('voiceTitle')}</h3>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600" data-testid="voice-name">
        <Mic className="size-4 shrink-0 text-brand-600" aria-hidden />
        {t('voiceWrittenIn', { voice })}
      </p>
      {!checked ? null : found.length === 0 ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-slate-500">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden />
          {t('voiceNone')}
        </p>
      ) : (
        <ul className="mt-3 space-y-3 text-sm" aria-labelledby="voice-words-title" data-testid="avoided-words">
          {found.map((item, index) => (
            <Finding key={index} icon={<XCircle className="mt-0.5 size-4 shrink-0 text-red-500" aria-hidden />} sentence={item.sentence} note={t('voiceAvoided', { word: item.word })} onShow={onShow} />
          ))}
        </ul>
      )}
    </div>
  )
}

type Scored = { input?: unknown; score?: number | null; seoChecks?: unknown; readabilityScore?: number | null; readabilityChecks?: unknown; unsourcedClaims?: unknown; voiceName?: string | null; voiceAvoid?: unknown; avoidedWords?: unknown }

/** The article's SEO and readability analysis and its claims that need a source; `onImprove` offers 'Improve' while a check it can repair is not green. */
export function AnalysisPanel({ article, onImprove, improving = false, onShowClaim }: { article: Scored; onImprove?: () => void; improving?: boolean; onShowClaim?: (sentence: string) => void }) {
  const t = useTranslations('analysis')
  const seo = checksOf(article.seoChecks)
  const readability = checksOf(article.readabilityChecks)
  return (
    <section className="card space-y-6" aria-label={`${t('seoTitle')} · ${t('readabilityTitle')}`}>
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <CheckList id="seo-score-title" title={t('seoTitle')} score={article.score ?? 0} checks={seo} testId="seo-score" />
        <div className="space-y-6">
          <CheckList id="readability-score-title" title={t('readabilityTitle')} score={article.readabilityScore ?? 0} checks={readability} testId="readability-score" />
          <Claims claims={claimsOf(article.unsourcedClaims)} onShow={onShowClaim} />
          {article.voiceName && <VoiceWords voice={article.voiceName} checked={Array.isArray(article.voiceAvoid) && article.voiceAvoid.length > 0} found={avoidedWordsOf(article.avoidedWords)} onShow={onShowClaim} />}
        </div>
      </div>
      {onImprove && (repairableFailures([...seo, ...readability], { titleChosen: titleChosenIn(article.input) }).length > 0 || avoidedWordsOf(article.avoidedWords).length > 0) && (
        <button type="button" className="btn-secondary w-full" onClick={onImprove} disabled={improving}>
          {improving ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Wand2 className="size-4" aria-hidden />}
          {improving ? t('improving') : t('improve')}
        </button>
      )}
    </section>
  )
}
