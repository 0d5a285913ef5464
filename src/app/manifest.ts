import type { MetadataRoute } from 'next'
import { href } from '@/shared/paths'

/** Installable on a phone's home screen with the brand mark (icons rendered by scripts/icons.mjs). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'SEO Writer',
    short_name: 'SEO Writer',
    description: 'SEO blog articles written with AI, under honest monthly quotas.',
    start_url: href('dashboard'),
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: '#4f46e5',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  }
}
