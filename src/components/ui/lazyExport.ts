import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * React.lazy for a named export, for code a first visit should not load:
 * `lazyExport(() => import('./SignOutButton'), 'SignOutButton')`. Wrap it in a Suspense boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export function lazyExport<K extends PropertyKey, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}
