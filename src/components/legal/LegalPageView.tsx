import type { Metadata } from 'next'
import { AppLink } from '@/components/ui/AppLink'

import { LEGAL_LAST_UPDATED, type LegalDocument, type LegalPage } from '@/content/legal/types'
import { formatDate } from '@/i18n/format'
import { pageLocale, type LocaleParams } from '@/i18n/page'
import { contactEmail } from '@/server/contact/address'
import type { Language } from '@/shared/language'

type Props = { document: LegalDocument; language: Language; otherHref: string }

const LABELS = {
  hu: { updated: 'Utolsó frissítés', contents: 'Tartalom', other: 'English version', contact: 'Kérdésed van? Írj nekünk:' },
  en: { updated: 'Last updated', contents: 'Contents', other: 'Magyar változat', contact: 'Questions? Write to' },
}

/** A legal page is written in one language whatever the UI language is (fixed routes, SPEC 2). */
export async function LegalPageView({ document, language, otherHref }: Props) {
  const email = await contactEmail()
  const fill = (text: string) => text.replaceAll('{email}', email)
  const labels = LABELS[language]
  const updated = formatDate(language, `${LEGAL_LAST_UPDATED}T00:00:00Z`)
  return (
    <article lang={language} className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          {labels.updated}: <time dateTime={LEGAL_LAST_UPDATED}>{updated}</time>
        </p>
        <AppLink href={otherHref} hrefLang={language === 'hu' ? 'en' : 'hu'} className="text-sm font-medium text-brand-700 hover:underline">
          {labels.other}
        </AppLink>
      </div>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{document.title}</h1>
      <p className="mt-4 text-slate-700">{fill(document.intro)}</p>
      <nav aria-label={labels.contents} className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <p className="text-sm font-semibold text-slate-900">{labels.contents}</p>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#section-${index + 1}`} className="text-brand-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.heading} id={`section-${index + 1}`} className="mt-10 scroll-mt-24">
          <h2 className="text-xl font-semibold text-slate-900">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              {fill(paragraph)}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
              {section.items.map((item) => (
                <li key={item}>{fill(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
        {labels.contact}{' '}
        <a href={`mailto:${email}`} className="font-medium text-brand-700 hover:underline">
          {email}
        </a>
      </p>
    </article>
  )
}

/**
 * A legal route: Hungarian at /<path>, English at /en/<path>, each pointing at the other.
 * The six route files only say which document and which language they serve.
 */
export function legalRoute(page: LegalPage, path: string, language: Language) {
  const document = page[language]
  const own = language === 'hu' ? path : `/en${path}`
  const other = language === 'hu' ? `/en${path}` : path
  const metadata: Metadata = {
    title: document.title,
    description: document.intro.slice(0, 155),
    alternates: { canonical: own, languages: { [language === 'hu' ? 'en' : 'hu']: other } },
  }
  async function Page({ params }: { params: LocaleParams }) {
    await pageLocale(params)
    return <LegalPageView document={document} language={language} otherHref={other} />
  }
  return { metadata, Page }
}
