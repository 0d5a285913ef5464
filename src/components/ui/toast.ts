'use client'

import type { ExternalToast, toast as sonnerToast } from 'sonner'

type Message = Parameters<typeof sonnerToast.success>[0]
type Kind = 'success' | 'error' | 'info' | 'loading'
type Sonner = typeof import('sonner')

/**
 * Toasts (sonner) without sonner on a first visit: its code (about 9 KB compressed) and its Toaster
 * are loaded the first time something is said, then the toast is shown. Most visits never need one.
 * The Toaster (./Toaster.tsx) mounts sonner's on request and tells us when it listens.
 */
let listening: Promise<Sonner> | null = null
let resolveListening: ((sonner: Sonner) => void) | null = null
let requestToaster: (() => void) | null = null

/** Called by the mounted Toaster: how to ask it for sonner's. True if a toast is already waiting. */
export function onToasterRequested(request: () => void): boolean {
  requestToaster = request
  return listening !== null
}

/** Called by the Toaster once sonner's Toaster is mounted (its subscription is in place). */
export function toasterListening(sonner: Sonner) {
  resolveListening?.(sonner)
}

function sonner(): Promise<Sonner> {
  if (!listening) {
    listening = new Promise((resolve) => (resolveListening = resolve))
    requestToaster?.()
  }
  return listening
}

function show(kind: Kind, message: Message, options?: ExternalToast) {
  void sonner().then(({ toast }) => toast[kind](message, options))
}

/** The part of sonner's `toast` the product uses. */
export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  /** A spinner until dismissed: give it an `id`. */
  loading: (message: Message, options?: ExternalToast) => show('loading', message, options),
  /** Takes a toast away before its time (one given an `id`), if sonner was ever loaded. */
  dismiss: (id: string) => void listening?.then(({ toast }) => toast.dismiss(id)),
}
