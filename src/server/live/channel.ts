import 'server-only'

import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { pgPool } from '../db/sql'

export type Listener = (message: string) => void

const RECONNECT_MS = [250, 500, 1000, 2000, 5000]

/**
 * One LISTEN connection per process and channel, shared by every listener of that channel:
 * PostgreSQL tells each instance about changes made by any instance (triggers NOTIFY at commit), so
 * instances behind a load balancer agree without polling. The connection is taken from Payload's
 * pool while someone listens, given back when the last one leaves, and taken again after an outage;
 * listeners then hear 'reconnected' (what changed meanwhile is unknown).
 */
class Channel {
  private listeners = new Set<Listener>()
  private client: PoolClient | null = null
  private connecting: Promise<void> | null = null
  private failures = 0
  private retry: NodeJS.Timeout | null = null

  constructor(
    private readonly pool: Pool,
    private readonly channel: string,
  ) {}

  /** `ready` resolves once the LISTEN is in place (or its first try failed): changes after it are heard. */
  subscribe(listener: Listener): { ready: Promise<void>; unsubscribe: () => void } {
    this.listeners.add(listener)
    const ready = this.connect()
    return { ready, unsubscribe: () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0) this.disconnect()
    } }
  }

  private connect(): Promise<void> {
    if (this.client || this.connecting || this.listeners.size === 0) return this.connecting ?? Promise.resolve()
    this.connecting = (async () => {
      let client: PoolClient | null = null
      try {
        client = await this.pool.connect()
        client.on('notification', (message) => {
          if (message.channel === this.channel) for (const listener of this.listeners) listener(message.payload ?? '')
        })
        client.on('error', () => this.lost(client!))
        client.on('end', () => this.lost(client!))
        await client.query(`LISTEN ${this.channel}`)
        this.client = client
        // What changed while the connection was down is unknown: the listeners reload.
        if (this.failures > 0) for (const listener of this.listeners) listener('reconnected')
        this.failures = 0
        if (this.listeners.size === 0) this.disconnect()
      } catch {
        if (client) {
          client.removeAllListeners()
          client.release(true)
        }
        this.scheduleRetry()
      } finally {
        this.connecting = null
      }
    })()
    return this.connecting
  }

  private lost(client: PoolClient) {
    if (this.client !== client) return
    this.client = null
    client.removeAllListeners()
    client.release(true)
    this.scheduleRetry()
  }

  private scheduleRetry() {
    if (this.retry || this.listeners.size === 0) return
    const delay = RECONNECT_MS[Math.min(this.failures++, RECONNECT_MS.length - 1)]!
    this.retry = setTimeout(() => {
      this.retry = null
      void this.connect()
    }, delay)
    this.retry.unref?.()
  }

  private disconnect() {
    if (this.retry) clearTimeout(this.retry)
    this.retry = null
    this.failures = 0
    const client = this.client
    this.client = null
    if (!client) return
    // The connection goes back to Payload's pool as it came: without our listeners.
    client.removeAllListeners()
    client.query(`UNLISTEN ${this.channel}`).then(
      () => client.release(),
      () => client.release(true),
    )
  }
}

const channels = new WeakMap<object, Map<string, Channel>>()

/**
 * Calls `listener` with each NOTIFY payload sent on `channel` by any instance ('reconnected' after an
 * outage). `channel` is one of our fixed identifiers, never user input.
 */
/**
 * Calls `listener` with `label` whenever `channel` is notified with `key` (one record's changes, on
 * any instance), and with 'reconnected' after an outage.
 */
export function listenFor(payload: Payload, channel: string, key: number, label: string, listener: Listener): { ready: Promise<void>; unsubscribe: () => void } {
  return listen(payload, channel, (message) => {
    if (message === String(key) || message === 'reconnected') listener(message === 'reconnected' ? message : label)
  })
}

export function listen(payload: Payload, channel: string, listener: Listener): { ready: Promise<void>; unsubscribe: () => void } {
  const pool = pgPool(payload)
  let byName = channels.get(pool)
  if (!byName) channels.set(pool, (byName = new Map()))
  let found = byName.get(channel)
  if (!found) byName.set(channel, (found = new Channel(pool, channel)))
  return found.subscribe(listener)
}
