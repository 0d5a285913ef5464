import { getLocale, getTranslations } from 'next-intl/server'
import { AppLink } from '@/components/ui/AppLink'
import { href } from '@/shared/paths'

export async function SiteFooter() {
  const [t, locale] = await Promise.all([getTranslations('footer'), getLocale()])
  // The legal pages exist in both languages (SPEC 1): each UI links the reading in its own.
  const english = locale === 'en'
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
        { href: href(english ? 'privacyPolicyEn' : 'privacyPolicy'), label: t('privacy') },
        { href: href(english ? 'termsOfServiceEn' : 'termsOfService'), label: t('terms') },
        { href: href(english ? 'cookiePolicyEn' : 'cookiePolicy'), label: t('cookies') },
      ],
    },
  ]
  return (
    <footer className="site-footer">
      <div>
        <div>
          <p>SEO Writer</p>
          <p>{t('tagline')}</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <p>{group.title}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-rights">
        {t('rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  )
}
