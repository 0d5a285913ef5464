'use client'

import { Suspense, type ComponentProps } from 'react'

import { lazyExport } from '../ui/lazyExport'

const LoadError = lazyExport(() => import('./LoadError'), 'LoadError')

/**
 * The blog's and a post's error screen, its code fetched only when one fails: Next loads every
 * error boundary with its page, so each visit of the blog would carry it otherwise.
 */
export function LazyLoadError(props: ComponentProps<typeof LoadError>) {
  return (
    <Suspense fallback={null}>
      <LoadError {...props} />
    </Suspense>
  )
}
