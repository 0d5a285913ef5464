'use client'

import { Plus } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { CampaignStatus, TemplateRow } from '@/shared/emailTemplates'
import { requestJson } from '../api'
import { CampaignCard } from './CampaignCard'
import { TemplateEditor } from './TemplateEditor'
import { useTemplateTypeName } from './templateTypeName'

type Selection = { mode: 'none' } | { mode: 'edit'; id: number } | { mode: 'create' }

/**
 * /dashboard/email-management (SPEC 2, 4): the campaign card, the template list and the editor,
 * which has three states: nothing selected, a template selected, or a new one being created.
 */
export function EmailManagement({ initialTemplates, initialCampaign }: { initialTemplates: TemplateRow[]; initialCampaign: CampaignStatus }) {
  const t = useTranslations('emailManagement')
  const [templates, setTemplates] = useState(initialTemplates)
  const [selection, setSelection] = useState<Selection>({ mode: 'none' })
  const [listError, setListError] = useState(false)

  async function reload(select?: Selection) {
    const result = await requestJson<{ docs: TemplateRow[] }>('GET', '/api/email-templates?limit=200&sort=type,language&depth=0')
    if (!result.ok) return setListError(true)
    setListError(false)
    setTemplates(result.data.docs)
    if (select) setSelection(select)
  }

  const typeName = useTemplateTypeName()
  // In the order of the names people read, each language beside the other.
  const sortedTemplates = [...templates].sort((a, b) => typeName(a.type).localeCompare(typeName(b.type)) || a.language.localeCompare(b.language))
  const selected = selection.mode === 'edit' ? templates.find((template) => template.id === selection.id) : undefined
  return (
    <div className="space-y-6">
      <CampaignCard initial={initialCampaign} />
      {/* grid-cols-1: an implicit column grows to its longest line and pushed the card past a phone's edge. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <section className="card h-fit p-0" aria-labelledby="templates-title">
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
            <h2 id="templates-title" className="font-semibold text-slate-900">{t('templatesTitle')}</h2>
            <button type="button" className="btn-secondary h-9 px-3" onClick={() => setSelection({ mode: 'create' })}>
              <Plus className="size-4" aria-hidden />
              {t('newTemplate')}
            </button>
          </div>
          {listError && (
            <p role="alert" className="px-4 py-3 text-sm text-red-700">
              {t('loadFailed')}{' '}
              <button type="button" className="font-medium underline" onClick={() => void reload()}>{t('retry')}</button>
            </p>
          )}
          {templates.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-600">{t('empty')}</p>
          ) : (
            <ul className="max-h-[32rem] divide-y divide-slate-100 overflow-y-auto" data-testid="template-list">
              {sortedTemplates.map((template) => {
                const active = selection.mode === 'edit' && selection.id === template.id
                return (
                  <li key={template.id}>
                    <button
                      type="button"
                      className={`w-full px-4 py-2.5 text-left hover:bg-slate-50 ${active ? 'bg-brand-50' : ''}`}
                      aria-current={active ? 'true' : undefined}
                      onClick={() => setSelection({ mode: 'edit', id: template.id })}
                    >
                      <span className="flex min-w-0 items-center gap-2">
                        <span className="truncate text-sm font-medium text-slate-900">{typeName(template.type)}</span>{' '}
                        <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-600">{template.language.toUpperCase()}</span>{' '}
                      </span>
                      <span className="block truncate font-mono text-[11px] text-slate-400">{template.type}</span>
                      <span className="mt-0.5 block truncate text-xs text-slate-500">{template.subject}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
        {selection.mode === 'none' || (selection.mode === 'edit' && !selected) ? (
          <section className="card flex min-h-64 items-center justify-center text-center text-slate-600" data-testid="editor-empty">
            <p>{t('nothingSelected')}</p>
          </section>
        ) : (
          <TemplateEditor
            key={selection.mode === 'edit' ? `edit-${selection.id}` : 'create'}
            template={selected}
            existing={templates}
            onSaved={(id) => void reload({ mode: 'edit', id })}
            onDeleted={() => void reload({ mode: 'none' })}
            onCancel={() => setSelection({ mode: 'none' })}
          />
        )}
      </div>
    </div>
  )
}
