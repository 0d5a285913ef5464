import 'server-only'

import type { Payload } from 'payload'

import type { Integration, User } from '@/payload-types'
import { entitlements } from '@/shared/plans'
import type { Platform } from '@/shared/integrations'
import { tierOf } from '../billing/status'
import { findVisible } from '../db/lookup'
import { AppError } from '../errors'
import { siteFailure, type SiteFailure } from './failures'
import { openSecret, SecretUnreadable } from './secrets'
import { checkWix, type WixSite } from './wix/client'
import { checkWordPress, type RestStyle, type WordPressSite } from './wordpress'

/** SPEC 8: what a user without a subscription is told, per platform. */
export const SUBSCRIPTION_MESSAGES: Record<Platform, string> = {
  wordpress: 'Subscription Required: WordPress integrations are only available for Pro and Pro Plus subscribers.',
  wix: 'Subscription Required: Wix integrations are only available for Pro and Pro Plus subscribers.',
}

export async function requireIntegrations(payload: Payload, user: User, platform: Platform): Promise<void> {
  if (!entitlements(await tierOf(payload, user)).integrations) throw new AppError('SUBSCRIPTION_REQUIRED', SUBSCRIPTION_MESSAGES[platform])
}

/** An integration the user may use (their own; admins any), or NOT_FOUND. */
export async function requireVisibleIntegration(payload: Payload, user: User, id: number | string): Promise<Integration> {
  const integration = await findVisible(payload, 'integrations', id, user)
  if (!integration) throw new AppError('NOT_FOUND', 'Integration not found.')
  return integration
}

/** The WordPress site with its opened secret (read past the field's no-read access, on the server only). */
export async function wordPressSiteOf(payload: Payload, integration: Integration): Promise<WordPressSite | SiteFailure> {
  const stored = await payload.findByID({ collection: 'integrations', id: integration.id, depth: 0, overrideAccess: true })
  try {
    return {
      siteUrl: stored.siteUrl,
      username: stored.username ?? '',
      applicationPassword: stored.applicationPassword ? openSecret(stored.applicationPassword) : '',
      restStyle: stored.restStyle ?? undefined,
    }
  } catch (error) {
    if (error instanceof SecretUnreadable) return siteFailure('SECRET_UNREADABLE')
    throw error
  }
}

/** The Wix site with its opened API key (server only). */
export async function wixSiteOf(payload: Payload, integration: Integration): Promise<WixSite | SiteFailure> {
  const stored = await payload.findByID({ collection: 'integrations', id: integration.id, depth: 0, overrideAccess: true })
  try {
    return { siteUrl: stored.siteUrl, siteId: stored.wixSiteId ?? '', apiKey: stored.wixApiKey ? openSecret(stored.wixApiKey) : '' }
  } catch (error) {
    if (error instanceof SecretUnreadable) return siteFailure('SECRET_UNREADABLE')
    throw error
  }
}

export type ConnectionResult = { ok: true; account: { name: string; roles: string[] } } | SiteFailure

async function checkSite(payload: Payload, integration: Integration): Promise<({ ok: true; name: string; roles: string[]; restStyle?: RestStyle }) | SiteFailure> {
  if (integration.platform === 'wix') {
    const site = await wixSiteOf(payload, integration)
    return 'ok' in site ? site : checkWix(site)
  }
  const site = await wordPressSiteOf(payload, integration)
  return 'ok' in site ? site : checkWordPress(site)
}

/**
 * 'Test connection' (SPEC 2, 5): logs in to the site with the stored secret, checks what the
 * account may do, keeps the result on the integration (lastCheck) and answers it in plain words.
 */
export async function testIntegration(payload: Payload, user: User, id: number | string): Promise<{ result: ConnectionResult; integration: Integration }> {
  const integration = await requireVisibleIntegration(payload, user, id)
  await requireIntegrations(payload, user, integration.platform)
  const checked = await checkSite(payload, integration)
  const result: ConnectionResult = checked.ok ? { ok: true, account: { name: checked.name, roles: checked.roles } } : checked
  const updated = await payload.update({
    collection: 'integrations',
    id: integration.id,
    data: {
      lastCheck: { ok: result.ok, code: result.ok ? 'OK' : result.code, message: result.ok ? `Connected as ${result.account.name}.` : `${result.message} ${result.fix}`, checkedAt: new Date().toISOString() },
      ...(checked.ok && checked.restStyle ? { restStyle: checked.restStyle } : {}),
    },
    overrideAccess: true,
    depth: 0,
  })
  // The answer is read as the user reads it: secrets stay out.
  const visible = await requireVisibleIntegration(payload, user, updated.id)
  return { result, integration: visible }
}
