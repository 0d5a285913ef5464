'use client'

import { LazyLoadError } from '@/components/site/LazyLoadError'

export default function BlogError({ error }: { error: Error & { digest?: string } }) {
  return <LazyLoadError kind="blog" error={error} />
}
