'use client'

import { Toaster as Sonner } from 'sonner'

/** Below the sticky site header (64 px high): a toast never covers the navigation. */
const BELOW_HEADER = { top: 76 }

/** SPEC 9: one toast at a time, 5 s by default, F8 focuses it; top centre, under the header. */
export function Toaster() {
  return <Sonner visibleToasts={1} duration={5000} hotkey={['F8']} position="top-center" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} richColors closeButton />
}
