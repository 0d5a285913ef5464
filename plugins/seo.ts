import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field, Plugin } from 'payload'

import type { Post } from '../src/payload-types'

function withOurLimits(field: Field): Field {
  if (!('name' in field)) return field
  if (field.name === 'description' && field.type === 'textarea') return { ...field, maxLength: 160 }
  if (field.name === 'image' && field.type === 'upload') {
    // The plugin's own hint speaks of 12 MB; our media take 5 MB.
    const admin = { ...field.admin, description: 'Shown when the post is shared (1200×630 works best). Empty: the post image.' }
    return { ...field, admin } as Field
  }
  return field
}

/**
 * The SEO group of a post in the admin panel: search title, meta description (the one our publish
 * and edit screens write, ≤ 160), share image, with the plugin's overview and search preview.
 * The public page falls back to the post's title, excerpt and image where these are empty.
 */
export function seoPlugins(serverUrl: string): Plugin[] {
  return [
    seoPlugin({
      collections: ['posts'],
      uploadsCollection: 'media',
      generateTitle: ({ doc }: { doc: Partial<Post> }) => doc.title ?? '',
      generateDescription: ({ doc }: { doc: Partial<Post> }) => (doc.excerpt ?? '').slice(0, 160),
      generateImage: ({ doc }: { doc: Partial<Post> }) => (typeof doc.image === 'object' && doc.image ? doc.image.id : (doc.image ?? '')),
      generateURL: ({ doc }: { doc: Partial<Post> }) => new URL(`/blog/${doc.slug ?? ''}`, serverUrl).toString(),
      fields: ({ defaultFields }) => defaultFields.map(withOurLimits),
    }),
  ]
}
