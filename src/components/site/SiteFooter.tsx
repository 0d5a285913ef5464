import { getTranslations } from 'next-intl/server'
import { AppLink } from '@/components/ui/AppLink'
import { href } from '@/shared/paths'

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
