'use client'

import { useTranslations } from 'next-intl'

import { BlogSkeleton } from '@/components/blog/BlogSkeleton'

export default function Loading() {
  return <BlogSkeleton variant="list" label={useTranslations('common')('loading')} />
}
