'use client'

import { LazyLoadError } from '@/components/site/LazyLoadError'

export default function PostError({ error }: { error: Error & { digest?: string } }) {
  return <LazyLoadError kind="post" error={error} />
}
