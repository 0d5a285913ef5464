import { AudioLines, CreditCard, ExternalLink, FileText, Layers, LayoutDashboard, Mail, MessageSquare, Newspaper, Plug, Settings, ShoppingBag, Sparkles, Upload, Wand2, type LucideIcon } from 'lucide-react'

import type { IconName } from '@/shared/routes'

/** The icons the route registry names (it stays plain data so next.config.ts can read it). */
export const ROUTE_ICONS: Record<IconName, LucideIcon> = {
  AudioLines,
  CreditCard,
  ExternalLink,
  FileText,
  Layers,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Newspaper,
  Plug,
  Settings,
  ShoppingBag,
  Sparkles,
  Upload,
  Wand2,
}
