'use client'

import { useEffect, useState, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'

import { onToasterRequested, toasterListening } from './toast'

/**
 * Bottom right, above the live-preview drawer's folded 80 px (issue 39: at the top a toast covered
 * the page's title on every tool page); on a phone along the bottom, above the drawer too.
 */
const ABOVE_DRAWER = { bottom: 96, right: 24 }
const ABOVE_DRAWER_PHONE = { bottom: 96 }

type Loaded = { Sonner: ComponentType<ToasterProps>; sonner: typeof import('sonner') }

/**
 * SPEC 9: one toast at a time, 5 s by default, F8 focuses it.
 * sonner's Toaster is mounted when the first toast is asked for (./toast.ts), not on every visit.
 */
export function Toaster() {
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    let live = true
    const load = () =>
      void import('sonner').then((sonner) => live && setLoaded({ Sonner: sonner.Toaster, sonner }))
    if (onToasterRequested(load)) load()
    return () => {
      live = false
    }
  }, [])

  // Runs after sonner's own effects: its Toaster subscribes before the waiting toast is sent.
  useEffect(() => {
    if (loaded) toasterListening(loaded.sonner)
  }, [loaded])

  if (!loaded) return null
  const { Sonner } = loaded
  return <Sonner visibleToasts={1} duration={5000} hotkey={['F8']} position="bottom-right" offset={ABOVE_DRAWER} mobileOffset={ABOVE_DRAWER_PHONE} richColors closeButton />
}
