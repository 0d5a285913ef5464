'use client'

import { LoadError } from '@/components/site/LoadError'

export default function BlogError({ error }: { error: Error & { digest?: string } }) {
  return <LoadError kind="blog" error={error} />
}
