import { PATHS, type RouteName } from './paths'
import type { Entitlement } from './plans'

export type { RouteName } from './paths'

/**
 * Every page of the product, once. Routing (which addresses are public and get a language),
 * the sitemap, the dashboard sidebar, the /ai-tools cards and the page guards read this list; a
 * new page is its address in paths.ts, one entry here and its folder under src/app
 * (tests/unit/routes.test.ts checks all three ways). Plain data, client-safe and loadable by next.config.ts: icons are named, not imported.
 */
export type Area = 'public' | 'app' | 'admin'

export type IconName =
  | 'AudioLines'
  | 'CreditCard'
  | 'ExternalLink'
  | 'FileText'
  | 'Layers'
  | 'LayoutDashboard'
  | 'Mail'
  | 'MessageSquare'
  | 'Newspaper'
  | 'Plug'
  | 'Settings'
  | 'ShoppingBag'
  | 'Sparkles'
  | 'Upload'
  | 'Wand2'

export type RouteEntry = {
  /** The address people and links use ([param] for a dynamic segment). */
  path: string
  /** public: visitors, cached per language; app: signed-in users; admin: admins only. */
  area: Area
  /** The page file under src/app. None yet: the page is planned and shown as coming soon. */
  page?: string
  sitemap?: { priority: number; changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly' }
  /** A link in the dashboard sidebar (label: a `dashboard` message key). */
  nav?: { label: string; icon: IconName; external?: boolean }
  /** A card on /ai-tools (texts: `aiTools.<key>Title` and `<key>Text`). */
  tool?: { key: string; icon: IconName; requires?: Entitlement }
}

const TOOL_SITEMAP = { priority: 0.8, changeFrequency: 'monthly' } as const

const legal = (path: string, page: string): RouteEntry => ({ path, area: 'public', page, sitemap: { priority: 0.3, changeFrequency: 'yearly' } })

/** SPEC 2 route table; sitemap priorities: home 1.0, pricing and blog 0.9, tools 0.8, contact 0.7, legal 0.3. */
export const ROUTES = {
  home: { path: PATHS.home, area: 'public', page: '(frontend)/[locale]/page.tsx', sitemap: { priority: 1.0, changeFrequency: 'weekly' } },
  pricing: { path: PATHS.pricing, area: 'public', page: '(frontend)/[locale]/pricing/page.tsx', sitemap: { priority: 0.9, changeFrequency: 'monthly' } },
  blog: { path: PATHS.blog, area: 'public', page: '(frontend)/[locale]/blog/page.tsx', sitemap: { priority: 0.9, changeFrequency: 'daily' } },
  /** /blog?q=…, ?category=…, ?tag=…: rendered per request (routing.ts sends them here). */
  blogSearch: { path: PATHS.blogSearch, area: 'public', page: '(frontend)/[locale]/blog/search/page.tsx' },
  /** /blog/page/2…: the later pages of the list, cached like /blog. */
  blogPage: { path: PATHS.blogPage, area: 'public', page: '(frontend)/[locale]/blog/page/[page]/page.tsx' },
  blogPost: { path: PATHS.blogPost, area: 'public', page: '(frontend)/[locale]/blog/[slug]/page.tsx' },
  /** /blog/<number>: an old link by database id, redirected to the post's address. */
  blogPostById: { path: PATHS.blogPostById, area: 'public', page: '(frontend)/[locale]/post-id/[id]/page.tsx' },
  contact: { path: PATHS.contact, area: 'public', page: '(frontend)/[locale]/contact/page.tsx', sitemap: { priority: 0.7, changeFrequency: 'yearly' } },
  success: { path: PATHS.success, area: 'public', page: '(frontend)/[locale]/success/page.tsx' },
  resetPassword: { path: PATHS.resetPassword, area: 'public', page: '(frontend)/[locale]/reset-password/page.tsx' },
  verifyEmail: { path: PATHS.verifyEmail, area: 'public', page: '(frontend)/[locale]/verify-email/page.tsx' },
  unsubscribe: { path: PATHS.unsubscribe, area: 'public', page: '(frontend)/[locale]/unsubscribe/page.tsx' },
  privacyPolicy: legal(PATHS.privacyPolicy, '(frontend)/[locale]/privacy-policy/page.tsx'),
  termsOfService: legal(PATHS.termsOfService, '(frontend)/[locale]/terms-of-service/page.tsx'),
  cookiePolicy: legal(PATHS.cookiePolicy, '(frontend)/[locale]/cookie-policy/page.tsx'),
  privacyPolicyEn: legal(PATHS.privacyPolicyEn, '(frontend)/[locale]/en/privacy-policy/page.tsx'),
  termsOfServiceEn: legal(PATHS.termsOfServiceEn, '(frontend)/[locale]/en/terms-of-service/page.tsx'),
  cookiePolicyEn: legal(PATHS.cookiePolicyEn, '(frontend)/[locale]/en/cookie-policy/page.tsx'),
  /** Any other public address: the 404 page. */
  notFound: { path: PATHS.notFound, area: 'public', page: '(frontend)/[locale]/[...missing]/page.tsx' },

  dashboard: { path: PATHS.dashboard, area: 'app', page: '(app)/dashboard/page.tsx', nav: { label: 'dashboard', icon: 'LayoutDashboard' } },
  aiTools: {
    path: PATHS.aiTools,
    area: 'app',
    page: '(app)/ai-tools/page.tsx',
    sitemap: TOOL_SITEMAP,
    nav: { label: 'aiTool', icon: 'Sparkles' },
  },
  blogWriter: { path: PATHS.blogWriter, area: 'app', page: '(app)/blog-writer/page.tsx', sitemap: TOOL_SITEMAP },
  blogWriterSliding: {
    path: PATHS.blogWriterSliding,
    area: 'app',
    page: '(app)/blog-writer-sliding/page.tsx',
    sitemap: TOOL_SITEMAP,
    tool: { key: 'keyword', icon: 'FileText' },
  },
  chat: { path: PATHS.chat, area: 'app', page: '(app)/article-writer-chat-pro/page.tsx', sitemap: TOOL_SITEMAP, tool: { key: 'chat', icon: 'MessageSquare', requires: 'chat' } },
  productPromo: { path: PATHS.productPromo, area: 'app', page: '(app)/product-promo/page.tsx', sitemap: TOOL_SITEMAP, tool: { key: 'promo', icon: 'ShoppingBag' } },
  promptToPost: { path: PATHS.promptToPost, area: 'app', page: '(app)/prompt-to-post/page.tsx', sitemap: TOOL_SITEMAP, tool: { key: 'prompt', icon: 'Wand2' } },
  textToSpeech: { path: PATHS.textToSpeech, area: 'app', page: '(app)/text-to-speech/page.tsx', sitemap: TOOL_SITEMAP, tool: { key: 'speech', icon: 'AudioLines', requires: 'textToSpeech' } },
  articles: { path: PATHS.articles, area: 'app', page: '(app)/dashboard/articles/page.tsx', nav: { label: 'articles', icon: 'FileText' } },
  article: { path: PATHS.article, area: 'app', page: '(app)/dashboard/articles/[id]/page.tsx' },
  subscription: { path: PATHS.subscription, area: 'app', page: '(app)/dashboard/subscription/page.tsx', nav: { label: 'billing', icon: 'CreditCard' } },
  settings: { path: PATHS.settings, area: 'app', page: '(app)/dashboard/settings/page.tsx', nav: { label: 'settings', icon: 'Settings' } },
  integrations: { path: PATHS.integrations, area: 'app', page: '(app)/dashboard/integrations/page.tsx', nav: { label: 'integrations', icon: 'Plug' } },
  /** Issue 36: a keyword list written and published on a schedule (PRO, PRO PLUS; others see the offer). */
  bulk: { path: PATHS.bulk, area: 'app', page: '(app)/dashboard/bulk/page.tsx', nav: { label: 'bulk', icon: 'Layers' } },
  /** Any other /dashboard/… address: the signed-in area's branded 404. */
  dashboardNotFound: { path: PATHS.dashboardNotFound, area: 'app', page: '(app)/dashboard/[...missing]/page.tsx' },

  publish: { path: PATHS.publish, area: 'admin', page: '(app)/dashboard/publish/page.tsx', nav: { label: 'publish', icon: 'Upload' } },
  blogManagement: {
    path: PATHS.blogManagement,
    area: 'admin',
    page: '(app)/dashboard/blog-management/page.tsx',
    nav: { label: 'blogManagement', icon: 'Newspaper' },
  },
  blogEdit: { path: PATHS.blogEdit, area: 'admin', page: '(app)/dashboard/blog-edit/[id]/page.tsx' },
  emailManagement: {
    path: PATHS.emailManagement,
    area: 'admin',
    page: '(app)/dashboard/email-management/page.tsx',
    nav: { label: 'emailManagement', icon: 'Mail' },
  },
  adminPanel: { path: PATHS.adminPanel, area: 'admin', page: '(payload)/admin/[[...segments]]/page.tsx', nav: { label: 'adminPanel', icon: 'ExternalLink', external: true } },
} as const satisfies Record<RouteName, RouteEntry>


const ENTRIES: (RouteEntry & { name: RouteName })[] = Object.entries(ROUTES).map(([name, entry]) => ({ ...(entry as RouteEntry), name: name as RouteName }))

export function allRoutes(): readonly (RouteEntry & { name: RouteName })[] {
  return ENTRIES
}

/** A page exists for it (planned ones are listed as coming soon, never linked). */
export function isReady(entry: RouteEntry): boolean {
  return entry.page !== undefined
}

/**
 * First path segments of the signed-in and admin pages: never rewritten into the public tree.
 * A planned page's address stays public until it exists, so it answers the site's 404 page.
 */
export function privateTopSegments(): string[] {
  const segments = ENTRIES.filter((entry) => entry.area !== 'public' && isReady(entry)).map((entry) => entry.path.split('/')[1]!)
  return [...new Set(segments)].sort()
}

/** The dashboard sidebar: the signed-in section, then the admin section. */
export function navEntries(area: 'app' | 'admin'): (RouteEntry & { name: RouteName; nav: NonNullable<RouteEntry['nav']> })[] {
  return ENTRIES.filter((entry): entry is RouteEntry & { name: RouteName; nav: NonNullable<RouteEntry['nav']> } => entry.area === area && Boolean(entry.nav))
}

export function toolEntries(): (RouteEntry & { name: RouteName; tool: NonNullable<RouteEntry['tool']> })[] {
  return ENTRIES.filter((entry): entry is RouteEntry & { name: RouteName; tool: NonNullable<RouteEntry['tool']> } => Boolean(entry.tool))
}

/** What /sitemap.xml lists: pages that exist and carry a priority. */
export function sitemapEntries(): { path: string; priority: number; changeFrequency: NonNullable<RouteEntry['sitemap']>['changeFrequency'] }[] {
  return ENTRIES.flatMap((entry) => (entry.sitemap && isReady(entry) ? [{ path: entry.path, ...entry.sitemap }] : []))
}
