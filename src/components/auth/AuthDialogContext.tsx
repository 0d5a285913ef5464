'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

import { LazyAuthDialog } from './LazyAuthDialog'

export type AuthMode = 'signIn' | 'register' | 'forgot'
/** A Google sign-in that came back without signing in: the server's reason code and the provider's OAuth error code. */
export type GoogleError = { reason: string; code: string | null }

type AuthDialogState = { openAuth: (mode: AuthMode) => void }

const AuthDialogContext = createContext<AuthDialogState | null>(null)

const MODE_PARAM: Record<string, AuthMode> = { signin: 'signIn', register: 'register', forgot: 'forgot' }

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode>('signIn')
  const [open, setOpen] = useState(false)
  const [googleError, setGoogleError] = useState<GoogleError | null>(null)

  const openAuth = useCallback((next: AuthMode) => {
    setMode(next)
    setOpen(true)
  }, [])

  // Links such as /?auth=signin (from the confirmation and reset pages) open the dialog; a Google
  // sign-in that failed comes back as /?authError=google&message=… and opens it with the reason.
  useEffect(() => {
    const url = new URL(window.location.href)
    const failedGoogle = url.searchParams.get('authError') === 'google'
    const requested = failedGoogle ? 'signIn' : MODE_PARAM[url.searchParams.get('auth') ?? '']
    if (!requested) return
    if (failedGoogle) setGoogleError({ reason: url.searchParams.get('reason') ?? '', code: url.searchParams.get('code') })
    openAuth(requested)
    for (const name of ['auth', 'authError', 'reason', 'code']) url.searchParams.delete(name)
    window.history.replaceState(null, '', url.pathname + url.search + url.hash)
  }, [openAuth])

  const value = useMemo(() => ({ openAuth }), [openAuth])
  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      <LazyAuthDialog open={open} onOpenChange={setOpen} mode={mode} onModeChange={setMode} googleError={googleError} />
    </AuthDialogContext.Provider>
  )
}

export function useAuthDialog(): AuthDialogState {
  const context = useContext(AuthDialogContext)
  if (!context) throw new Error('useAuthDialog must be used inside AuthDialogProvider')
  return context
}
