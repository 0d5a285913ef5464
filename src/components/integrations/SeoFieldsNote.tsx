'use client'

import { Check, Copy, Info } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

/** What a WordPress site adds so Yoast SEO and Rank Math take the fields we send over the REST API. */
export const SEO_FIELDS_SNIPPET = `add_action('init', function () {
  foreach (['_yoast_wpseo_title', '_yoast_wpseo_metadesc', '_yoast_wpseo_focuskw',
            'rank_math_title', 'rank_math_description', 'rank_math_focus_keyword'] as $key) {
    register_post_meta('post', $key, ['type' => 'string', 'single' => true, 'show_in_rest' => true,
      'auth_callback' => fn() => current_user_can('edit_posts')]);
  }
});`

/**
 * Said once, on the site (issue 40): its last publish dropped the SEO fields, and how to let them
 * through. Each article only says whether they were kept.
 */
export function SeoFieldsNote({ platform }: { platform: 'wordpress' | 'wix' }) {
  const t = useTranslations('integrations')
  const [copied, setCopied] = useState(false)
  async function copy() {
    await navigator.clipboard.writeText(SEO_FIELDS_SNIPPET).catch(() => undefined)
    setCopied(true)
    setTimeout(() => setCopied(false), 2000)
  }
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700" data-testid="seo-fields-note">
      <p className="flex items-start gap-2 font-medium text-slate-900">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
        {t('seoNotKeptTitle')}
      </p>
      <p className="mt-1">{platform === 'wix' ? t('seoNotKeptWix') : t('seoNotKeptWordPress')}</p>
      {platform === 'wordpress' && (
        <div className="relative mt-2">
          <pre className="overflow-x-auto rounded-md bg-slate-900 p-3 pr-20 text-xs leading-relaxed text-slate-100"><code>{SEO_FIELDS_SNIPPET}</code></pre>
          <button type="button" className="btn-secondary absolute right-2 top-2 h-7 px-2 text-xs" onClick={() => void copy()}>
            {copied ? <Check className="size-3.5" aria-hidden /> : <Copy className="size-3.5" aria-hidden />}
            {copied ? t('snippetCopied') : t('copySnippet')}
          </button>
        </div>
      )}
    </div>
  )
}
