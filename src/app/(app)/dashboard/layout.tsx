import type { ReactNode } from 'react'

import { DashboardSidebar } from '@/components/dashboard/DashboardSidebar'
import { requireUser, userIsAdmin } from '@/server/auth/currentUser'

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requireUser()
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[240px_1fr]">
      <aside>
        <DashboardSidebar isAdmin={userIsAdmin(user)} />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  )
}
