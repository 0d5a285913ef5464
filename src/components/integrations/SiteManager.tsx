'use client'

import { CheckCircle2, Globe, Loader2, Plug, Plus, Trash2, XCircle } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { toast } from '../ui/toast'
import useSWR from 'swr'

import type { Integration } from '@/payload-types'
import { PROTECTED, type Platform } from '@/shared/integrations'
import { requestJson } from '../api'
import { useFailureText } from '../publishing/usePublishing'
import { Field } from '../ui/Field'
import { useConfirm } from '../ui/ConfirmDialog'
import { SeoFieldsNote } from './SeoFieldsNote'

type Check = { ok: true; account: { name: string; roles: string[] } } | { ok: false; code: string; message: string; fix: string }

/** A site whose latest test (this visit's, else the stored one) failed: it needs attention before it can publish. */
function failedTest(site: Integration, check: Check | 'testing' | undefined): boolean {
  if (check && check !== 'testing') return !check.ok
  return check !== 'testing' && site.lastCheck?.ok === false && !!site.lastCheck.code
}

/** The inputs of each platform's add form (SPEC 5): required ones marked, secrets typed as passwords. */
const FORM_FIELDS: Record<Platform, { name: 'siteUrl' | 'username' | 'applicationPassword' | 'wixSiteId' | 'wixApiKey'; secret?: boolean }[]> = {
  wordpress: [{ name: 'siteUrl' }, { name: 'username' }, { name: 'applicationPassword', secret: true }],
  wix: [{ name: 'siteUrl' }, { name: 'wixSiteId' }, { name: 'wixApiKey', secret: true }],
}

async function fetchSites(url: string): Promise<Integration[]> {
  const result = await requestJson<{ docs: Integration[] }>('GET', url)
  if (!result.ok) throw new Error(result.error.message)
  return result.data.docs
}

/**
 * One platform's sites (SPEC 2, 5, 8): the add form, the list with 'Protected' in place of the
 * secret, the active switch, 'Test connection' with its result in plain words, and delete.
 */
export function SiteManager({ platform, allowed }: { platform: Platform; allowed: boolean }) {
  const t = useTranslations('integrations')
  const p = (key: string) => t(`${platform}.${key}`)
  const [confirm, dialog] = useConfirm()
  const listUrl = `/api/integrations?where[platform][equals]=${platform}&sort=-createdAt&limit=50&depth=0`
  const { data: sites, error, isLoading, mutate } = useSWR(allowed ? listUrl : null, fetchSites, {
    revalidateOnFocus: false,
    onError: () => toast.error(p('loadFailed')),
  })
  const empty = { name: '', siteUrl: '', username: '', applicationPassword: '', wixSiteId: '', wixApiKey: '' }
  const [form, setForm] = useState(empty)
  const [saving, setSaving] = useState(false)
  const [checks, setChecks] = useState<Record<number, Check | 'testing'>>({})

  async function test(site: Integration): Promise<Check | null> {
    setChecks((c) => ({ ...c, [site.id]: 'testing' }))
    const result = await requestJson<{ result: Check; integration: Integration }>('POST', `/api/integrations/${site.id}/test`, {})
    if (!result.ok) {
      setChecks(({ [site.id]: _, ...rest }) => rest)
      toast.error(result.error.code === 'SUBSCRIPTION_REQUIRED' ? t(`${platform}.subscriptionRequired`) : t('testFailed'))
      return null
    }
    setChecks((c) => ({ ...c, [site.id]: result.data.result }))
    void mutate()
    return result.data.result
  }

  async function add(event: FormEvent) {
    event.preventDefault()
    if (!allowed) return void toast.error(p('subscriptionRequired'))
    setSaving(true)
    const body = { platform, name: form.name, ...Object.fromEntries(FORM_FIELDS[platform].map(({ name }) => [name, form[name]])) }
    const result = await requestJson<{ doc: Integration }>('POST', '/api/integrations', body)
    setSaving(false)
    if (!result.ok) {
      if (result.status === 403) return void toast.error(p('subscriptionRequired'))
      return void toast.error(p('saveFailed'), { description: result.error.message })
    }
    setForm(empty)
    await mutate()
    // SPEC 5: a new site is tested at once, so a wrong password shows before the first publish.
    // Its success message comes only with a passed test (issue 40): a failed one is shown on the
    // site, marked as needing attention, and never beside a green toast.
    const check = await test(result.data.doc)
    if (check?.ok) toast.success(p('added'))
  }

  async function toggle(site: Integration) {
    const active = !site.active
    const result = await requestJson('PATCH', `/api/integrations/${site.id}?depth=0`, { active })
    if (!result.ok) return void toast.error(t('updateFailed'))
    toast.success(active ? t('activated') : t('deactivated'))
    void mutate()
  }

  async function remove(site: Integration) {
    if (!(await confirm(t('confirmDelete'), { action: t('deleteLabel', { name: site.name }) }))) return
    const result = await requestJson('DELETE', `/api/integrations/${site.id}`)
    if (!result.ok) return void toast.error(t('deleteFailed'))
    toast.success(p('deleted'))
    void mutate()
  }

  const required = FORM_FIELDS[platform]
  const complete = required.every(({ name }) => form[name].trim())
  return (
    <section className="card space-y-6" aria-labelledby={`${platform}-title`} data-testid={`${platform}-manager`}>
      <div>
        <h2 id={`${platform}-title`} className="text-lg font-semibold">{p('title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{p('intro')}</p>
      </div>

      <form onSubmit={add} className="grid gap-4 sm:grid-cols-2" aria-label={p('addTitle')}>
        <Field id={`${platform}-name`} label={t('name')} hint={t('nameHint', { name: p('defaultName') })}>
          <input id={`${platform}-name`} className="input" maxLength={100} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} disabled={!allowed} />
        </Field>
        {required.map(({ name, secret }) => (
          <Field key={name} id={`${platform}-${name}`} label={t(`field_${name}`)} hint={t.has(`hint_${name}`) ? t(`hint_${name}`) : undefined}>
            <input
              id={`${platform}-${name}`}
              className="input"
              required
              type={secret ? 'password' : 'text'}
              inputMode={name === 'siteUrl' ? 'url' : undefined}
              autoComplete={secret ? 'new-password' : 'off'}
              placeholder={name === 'siteUrl' ? 'https://example.com' : undefined}
              value={form[name]}
              onChange={(e) => setForm({ ...form, [name]: e.target.value })}
              disabled={!allowed}
            />
          </Field>
        ))}
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={!allowed || saving || !complete}>
            {saving ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Plus className="size-4" aria-hidden />}
            {saving ? t('saving') : p('add')}
          </button>
        </div>
      </form>

      {/* A free user without sites has no list to head (issue 40): the upgrade prompt says it all. */}
      {(allowed || !!sites?.length) && (
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{p('listTitle')}</h3>
          {isLoading && (
            <div className="mt-3 space-y-2" aria-busy="true" aria-label={t('loading')}>
              <div className="h-16 animate-pulse rounded-xl bg-slate-100" />
              <div className="h-16 animate-pulse rounded-xl bg-slate-100" />
            </div>
          )}
          {error && !isLoading && (
            <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
              {p('loadFailed')}{' '}
              <button type="button" className="font-medium underline" onClick={() => void mutate()}>
                {t('retry')}
              </button>
            </p>
          )}
          {sites && !sites.length && <p className="mt-3 text-sm text-slate-500">{p('empty')}</p>}
          {sites && sites.length > 0 && (
            <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label={p('listTitle')}>
              {sites.map((site) => {
                const check = checks[site.id]
                const last = check && check !== 'testing' ? check : null
                return (
                  <li key={site.id} className="space-y-3 p-4" data-testid="integration">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="flex items-center gap-2 font-medium text-slate-900">
                          <Globe className="size-4 shrink-0 text-slate-400" aria-hidden />
                          <span className="truncate">{site.name}</span>
                        {failedTest(site, check) && (
                          <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800" data-testid="needs-attention">
                            {t('needsAttention')}
                          </span>
                        )}
                        </p>
                        <p className="mt-0.5 break-all text-sm text-slate-500">{site.siteUrl}</p>
                        <dl className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-500">
                          {platform === 'wordpress' ? (
                            <div>
                              <dt className="inline">{t('field_username')}: </dt>
                              <dd className="inline text-slate-700">{site.username}</dd>
                            </div>
                          ) : (
                            <div>
                              <dt className="inline">{t('field_wixSiteId')}: </dt>
                              <dd className="inline text-slate-700">{site.wixSiteId}</dd>
                            </div>
                          )}
                          <div>
                            <dt className="inline">{t(platform === 'wordpress' ? 'field_applicationPassword' : 'field_wixApiKey')}: </dt>
                            <dd className="inline text-slate-700">{PROTECTED}</dd>
                          </div>
                        </dl>
                      </div>
                      <div className="flex flex-wrap items-center gap-2">
                        <button
                          type="button"
                          role="switch"
                          aria-checked={Boolean(site.active)}
                          aria-label={t('activeLabel', { name: site.name })}
                          onClick={() => toggle(site)}
                          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition ${site.active ? 'bg-brand-600' : 'bg-slate-300'}`}
                        >
                          <span className={`inline-block size-5 rounded-full bg-white shadow transition ${site.active ? 'translate-x-5' : 'translate-x-0.5'}`} />
                        </button>
                        <button type="button" className="btn-secondary h-9" onClick={() => test(site)} disabled={check === 'testing'}>
                          {check === 'testing' ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Plug className="size-4" aria-hidden />}
                          {check === 'testing' ? t('testing') : t('test')}
                        </button>
                        <button type="button" className="btn-ghost h-9 px-3 text-red-600 hover:bg-red-50" onClick={() => remove(site)} aria-label={t('deleteLabel', { name: site.name })}>
                          <Trash2 className="size-4" aria-hidden />
                        </button>
                      </div>
                    </div>
                    {last ? (
                      <ConnectionResult check={last} platform={platform} />
                    ) : (
                      site.lastCheck?.code &&
                      (site.lastCheck.ok ? (
                        <p className="text-xs text-green-700">
                          {t('lastCheck')}: {site.lastCheck.message}
                        </p>
                      ) : (
                        // After a reload, the same problem-and-fix layout as the answer to the test itself (issue 40).
                        <ConnectionResult check={{ ok: false, code: site.lastCheck.code, message: site.lastCheck.message ?? '', fix: '' }} platform={platform} label={t('lastCheck')} />
                      ))
                    )}
                    {site.seoMeta === 'unsupported' && <SeoFieldsNote platform={platform} />}
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      )}
      {dialog}
    </section>
  )
}

function ConnectionResult({ check, platform, label }: { check: Check; platform: Platform; label?: string }) {
  const t = useTranslations('integrations')
  const failureText = useFailureText()
  if (check.ok)
    return (
      <p className="flex items-start gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800" role="status" data-testid="connection-result">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t(`${platform}.connected`, { name: check.account.name })}
      </p>
    )
  const text = failureText(check)
  return (
    <div className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert" data-testid="connection-result">
      <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">
          {label && <span>{label}: </span>}
          {text.message}
        </p>
        <p className="mt-1 text-red-700">
          <span className="font-medium">{t('fix')}: </span>
          {text.fix}
        </p>
      </div>
    </div>
  )
}
