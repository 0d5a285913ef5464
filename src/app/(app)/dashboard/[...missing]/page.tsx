import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { requireRoute } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('notFoundTitle'), robots: { index: false } }
}

/** Any /dashboard/… address no page claims: logged, then the branded 404 of the signed-in area. */
export default async function MissingDashboardPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const [{ missing }] = await Promise.all([params, requireRoute('dashboardNotFound')])
  console.warn(`404 Not Found: /dashboard/${missing.map(decodeURIComponent).join('/')}`)
  notFound()
}
