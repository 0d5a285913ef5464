'use client'

import { lazy, Suspense, type ComponentProps } from 'react'

const LoadError = lazy(() => import('./LoadError').then((module) => ({ default: module.LoadError })))

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
