/**
 * The address of every page, by its name in the route table (routes.ts). This is all a link needs,
 * and all of the table the browser is sent: the rest of each entry (area, page file, sitemap, menus)
 * stays with the server and the signed-in area's screens. tests/unit/routes.test.ts checks the two agree.
 */
export const PATHS = {
  home: '/',
  pricing: '/pricing',
  blog: '/blog',
  blogSearch: '/blog',
  blogPage: '/blog/page/[page]',
  blogPost: '/blog/[slug]',
  blogPostById: '/blog/[id]',
  contact: '/contact',
  success: '/success',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  unsubscribe: '/unsubscribe',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  privacyPolicyEn: '/en/privacy-policy',
  termsOfServiceEn: '/en/terms-of-service',
  cookiePolicyEn: '/en/cookie-policy',
  notFound: '/[...missing]',
  dashboard: '/dashboard',
  aiTools: '/ai-tools',
  blogWriter: '/blog-writer',
  blogWriterSliding: '/blog-writer-sliding',
  chat: '/article-writer-chat-pro',
  productPromo: '/product-promo',
  promptToPost: '/prompt-to-post',
  textToSpeech: '/text-to-speech',
  articles: '/dashboard/articles',
  article: '/dashboard/articles/[id]',
  subscription: '/dashboard/subscription',
  settings: '/dashboard/settings',
  integrations: '/dashboard/integrations',
  bulk: '/dashboard/bulk',
  dashboardNotFound: '/dashboard/[...missing]',
  publish: '/dashboard/publish',
  blogManagement: '/dashboard/blog-management',
  blogEdit: '/dashboard/blog-edit/[id]',
  emailManagement: '/dashboard/email-management',
  adminPanel: '/admin',
} as const

export type RouteName = keyof typeof PATHS

/** The address of a page, its [params] filled in: href('blogPost', { slug }). */
export function href(name: RouteName, params: Record<string, string | number> = {}): string {
  return PATHS[name].replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, key: string) => {
    if (params[key] === undefined) throw new Error(`href(${name}) needs ${key}`)
    return encodeURIComponent(String(params[key]))
  })
}
