import type { ReactNode } from 'react'

import { RootDocument, rootMetadata } from '@/components/site/RootDocument'

export const generateMetadata = rootMetadata

export default function Layout({ children }: { children: ReactNode }) {
  return <RootDocument>{children}</RootDocument>
}
