import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { href } from '@/shared/routes'

export async function SiteFooter() {
  const t = await getTranslations('footer')
  const groups = [
    {
      title: t('product'),
      links: [
        { href: href('blog'), label: t('blog') },
        { href: href('pricing'), label: t('pricing') },
        { href: href('contact'), label: t('contact') },
      ],
    },
    {
      title: t('legal'),
      links: [
        { href: href('privacyPolicy'), label: t('privacy') },
        { href: href('termsOfService'), label: t('terms') },
        { href: href('cookiePolicy'), label: t('cookies') },
      ],
    },
  ]
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="font-bold text-slate-900">SEO Writer</p>
          <p className="mt-2 max-w-sm text-sm text-slate-600">{t('tagline')}</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <p className="text-sm font-semibold text-slate-900">{group.title}</p>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-sm text-slate-600 hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        {t('rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  )
}
