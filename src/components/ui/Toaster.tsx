'use client'

import { Toaster as Sonner } from 'sonner'

/** SPEC 9: one toast at a time, 5 s by default, F8 focuses it. */
export function Toaster() {
  return <Sonner visibleToasts={1} duration={5000} hotkey={['F8']} position="top-center" richColors closeButton />
}
