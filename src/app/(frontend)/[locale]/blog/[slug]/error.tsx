'use client'

import { LoadError } from '@/components/site/LoadError'

export default function PostError({ error }: { error: Error & { digest?: string } }) {
  return <LoadError kind="post" error={error} />
}
