/** The Admin Panel's data (SPEC 2, 3, 4): stat cards and the Registered Users table. */

/** SPEC 3 'Admin stats result', with its field names. */
export type AdminStats = { user_count: number; active_subscriptions: number; total_articles_generated: number; new_users_today: number }

export const ADMIN_USERS_PAGE_SIZE = 20

export type AdminUserRow = {
  id: number
  email: string
  username: string
  registeredAt: string
  plan: 'free' | 'basic' | 'blog-master' | 'admin'
  articlesThisMonth: number
  trial: 'used' | 'available'
  active: boolean
}

export type AdminUsersPage = { docs: AdminUserRow[]; page: number; totalDocs: number; totalPages: number }
