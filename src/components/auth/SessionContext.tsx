'use client'

import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { EARLY_SESSION, SESSION_URL } from '@/shared/appStart.mjs'
import { answerOfEarly, requestJson } from '../api'

export type SessionUser = { id: number; email: string; isAdmin: boolean }
type Session = { user: SessionUser | null }

/** undefined: the page was cached for everyone, so the browser asks; null or a user: the server knew. */
const InitialSession = createContext<SessionUser | null | undefined>(undefined)

export function SessionProvider({ user, children }: { user?: SessionUser | null; children: ReactNode }) {
  return <InitialSession.Provider value={user}>{children}</InitialSession.Provider>
}

/**
 * The browser's answer to "who is signed in", asked once per page and shared by every component
 * (SWR did this before: about 5 KB of every public page's scripts for one request). A failed
 * question is asked again after 5, 10, 20, then every 40 s.
 */
type Answer = { session?: Session; /** The HTTP status of the last failed question (0: no answer). */ failedStatus?: number }
/**
 * The server's snapshot is the browser's own until an answer arrives: two different empty objects
 * made React re-render every component that reads the session right after hydrating, for nothing.
 */
const NOTHING_YET: Answer = {}
let answer: Answer = NOTHING_YET
let asking = false
let askAgain = false
let failures = 0
const listeners = new Set<() => void>()

/** The question a deferred page's loader already asked (deferredApp.mjs), taken once. */
function takeEarlyQuestion(): Promise<Response> | undefined {
  const holder = window as unknown as Record<string, Promise<Response> | undefined>
  const early = holder[EARLY_SESSION]
  delete holder[EARLY_SESSION]
  return early
}

let markHydrated = () => {}
const hydration = new Promise<void>((resolve) => (markHydrated = resolve))

/**
 * AppReadySignal's call once React has hydrated the whole page. The loader's answer waits for it:
 * applied while a boundary was still hydrating, it made React render the page afresh and leave the
 * server's <link rel="canonical"> behind in <head> for the next page.
 */
export function pageHydrated() {
  markHydrated()
}

function ask() {
  // A question already on its way was asked before the change that calls for this one (an e-mail
  // change confirmed while the page's first question is out): its answer may be stale, so ask again after it.
  if (asking) return void (askAgain = true)
  asking = true
  const early = takeEarlyQuestion()
  // Neither request rejects: a question that never arrived is an answer with status 0.
  void (early ? hydration.then(() => answerOfEarly<Session>(early)) : requestJson<Session>('GET', SESSION_URL)).then((result) => {
    asking = false
    if (askAgain) {
      askAgain = false
      return ask()
    }
    if (result.ok) {
      failures = 0
      answer = { session: result.data }
    } else {
      answer = { session: answer.session, failedStatus: result.status }
      setTimeout(ask, 5000 * 2 ** Math.min(failures++, 3))
    }
    for (const listener of listeners) listener()
  })
}

/** Asks again: the session changed under the page (a confirmed e-mail change gives a new address). */
export function refreshSession() {
  answer = { session: answer.session }
  ask()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

const current = () => answer

/**
 * Who is signed in; `known` stays false until a cached page has heard back, so nothing flashes.
 * If the question fails, the visitor counts as signed out: 'Sign In' must never go missing. The
 * exception is a database outage (503): the session is fine, so the header keeps waiting while
 * the question is asked again. `settled`: the question has had an answer, even a failed one.
 */
export function useSession(): { user: SessionUser | null; known: boolean; settled: boolean } {
  const initial = useContext(InitialSession)
  const serverKnew = initial !== undefined
  const { session, failedStatus } = useSyncExternalStore(subscribe, current, () => NOTHING_YET)
  useEffect(() => {
    // Every component that reads the session runs this: the first asks, the others wait for its answer
    // (each asked again after it: a second request on every page, and the app ready a round trip later).
    if (!serverKnew && !asking && !answer.session && answer.failedStatus === undefined) ask()
  }, [serverKnew])
  if (serverKnew) return { user: initial, known: true, settled: true }
  const settled = session !== undefined || failedStatus !== undefined
  // A database outage (503) leaves a visitor without a session unknown; any other answer is known.
  return { user: session?.user ?? null, known: settled && (session !== undefined || failedStatus !== 503), settled }
}
