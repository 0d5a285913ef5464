'use client'

import { createContext, useContext, type ReactNode } from 'react'
import useSWR from 'swr'
import { requestJson } from '../api'

export type SessionUser = { id: number; email: string; isAdmin: boolean }
type Session = { user: SessionUser | null }

const SESSION_URL = '/api/account/session'

/** undefined: the page was cached for everyone, so the browser asks; null or a user: the server knew. */
const InitialSession = createContext<SessionUser | null | undefined>(undefined)

export function SessionProvider({ user, children }: { user?: SessionUser | null; children: ReactNode }) {
  return <InitialSession.Provider value={user}>{children}</InitialSession.Provider>
}

class SessionError extends Error {
  constructor(readonly status: number) {
    super(`session ${status}`)
  }
}

async function fetchSession(url: string): Promise<Session> {
  const result = await requestJson<Session>('GET', url)
  if (!result.ok) throw new SessionError(result.status)
  return result.data
}

/**
 * Who is signed in; `known` stays false until a cached page has heard back, so nothing flashes.
 * If the question fails, the visitor counts as signed out: 'Sign In' must never go missing. The
 * exception is a database outage (503): the session is fine, so the header keeps waiting while
 * SWR asks again.
 */
export function useSession(): { user: SessionUser | null; known: boolean } {
  const initial = useContext(InitialSession)
  const serverKnew = initial !== undefined
  const { data, error } = useSWR<Session>(SESSION_URL, fetchSession, {
    fallbackData: serverKnew ? { user: initial } : undefined,
    revalidateOnMount: !serverKnew,
    revalidateOnFocus: false,
  })
  const outage = error instanceof SessionError && error.status === 503
  return { user: data?.user ?? null, known: data !== undefined || (error !== undefined && !outage) }
}
