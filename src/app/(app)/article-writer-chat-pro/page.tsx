import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ChatWriter } from '@/components/tools/ChatWriter'
import { articleOf } from '@/server/articles/queries'
import { requireRoute } from '@/server/auth/currentUser'
import { entitlementsOf } from '@/server/billing/queries'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('chatToolTitle'), robots: { index: false } }
}

/** ?article=<id> continues a chat article of the user's (the link on its page in My Articles). */
export default async function ChatPage({ searchParams }: { searchParams: Promise<{ article?: string }> }) {
  const [user, { article: id }] = await Promise.all([requireRoute('chat'), searchParams])
  const allowed = (await entitlementsOf(user)).chat
  const found = allowed && id ? await articleOf(user, id) : null
  const initial = found && found.source === 'chat' && found.status === 'ready' ? found : null
  return <ChatWriter allowed={allowed} initial={initial} />
}
