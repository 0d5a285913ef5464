import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('notFoundTitle'), robots: { index: false } }
}

/** Every path no route claims: log it (broken links show up in the server log) and answer 404. */
export default async function Missing({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params
  console.warn(`404 Not Found: /${missing.map(decodeURIComponent).join('/')}`)
  notFound()
}
