/** Cache tags of the public blog: every list, feed and sitemap depends on BLOG_TAG. */
export const BLOG_TAG = 'blog'
export const postTag = (slug: string) => `post:${slug}`
