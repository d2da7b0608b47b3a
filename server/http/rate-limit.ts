/**
 * Optional per-client token bucket (off unless RATE_LIMIT_RPS is set). It counts per
 * process and per client address, so in a replicated deployment the limit belongs at
 * the edge (load balancer, API gateway); this one protects a single instance.
 */
import type { RateLimitSettings } from '../../api/config.ts'

interface Bucket {
  tokens: number
  updatedMs: number
}

/** Bounds memory under address-spraying: past this many clients, idle buckets are dropped. */
const MAX_CLIENTS = 100_000

export class RateLimiter {
  private buckets = new Map<string, Bucket>()

  constructor(
    private readonly settings: RateLimitSettings,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** 0 when the request may go ahead, else the whole seconds to wait (Retry-After). */
  take(client: string): number {
    const { ratePerSecond, burst } = this.settings
    const now = this.now()
    const bucket = this.buckets.get(client) ?? { tokens: burst, updatedMs: now }
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.updatedMs) / 1000) * ratePerSecond)
    bucket.updatedMs = now
    if (!this.buckets.has(client)) {
      if (this.buckets.size >= MAX_CLIENTS) this.dropFullBuckets(now)
      this.buckets.set(client, bucket)
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return 0
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerSecond))
  }

  /** A bucket that has refilled completely holds no state worth keeping. */
  private dropFullBuckets(now: number): void {
    const { ratePerSecond, burst } = this.settings
    for (const [client, b] of this.buckets) {
      if (b.tokens + ((now - b.updatedMs) / 1000) * ratePerSecond >= burst) this.buckets.delete(client)
    }
    if (this.buckets.size >= MAX_CLIENTS) this.buckets.clear()
  }
}
