import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';

/** At most this many answers are kept; past it the oldest go first. */
const MAX_ENTRIES = 5000;

interface Entry {
  sectionId: number;
  value: unknown;
  at: number;
}

/**
 * The public availability answers of this instance (section grid, calendar timeline), per section and query, kept
 * until the database announces a change of one of the section's chairs (AvailabilityEventsListener → invalidate) or
 * for AVAILABILITY_CACHE_SECONDS at most (answers depend on the clock too: lead time, booking start, today). Used only
 * while the listener is connected, so a missed announcement can't leave an answer stale; a read computed while a
 * change committed is not kept (the section's version moved). Correctness never depends on it: adding a chair still
 * meets the exclusion constraint.
 */
@Injectable()
export class AvailabilityCache {
  private readonly entries = new Map<string, Entry>();
  private readonly versions = new Map<number, number>();
  /** Request URLs (path and query, as sent) answered from a key before: the fast path's index (serveCachedAvailability). */
  private readonly aliases = new Map<string, string>();
  private connected = false;
  /** Moves with clear(): a read that began before it is not kept even for a section never seen before. */
  private generation = 0;
  hits = 0;
  misses = 0;
  /** Hits of the fast path (byAlias), counted in `hits` too. */
  aliasHits = 0;

  constructor(private readonly config: AppConfig) {}

  /** The listener's connection state: while it is down nothing is served from or kept in the cache. */
  setConnected(connected: boolean): void {
    this.connected = connected;
    this.clear();
  }

  get enabled(): boolean {
    return this.connected && this.config.AVAILABILITY_CACHE_SECONDS > 0;
  }

  /**
   * The answer for `key` of a section: kept, or computed (and kept if no change of the section arrived meanwhile).
   * `alias`, the request's URL, then finds the same answer before routing, validation and guards (byAlias): a URL
   * that once passed them all and was answered from `key` asks the same question again.
   */
  async get<T>(sectionId: number, key: string, compute: () => Promise<T>, alias?: string): Promise<T> {
    if (!this.enabled) return compute();
    const entry = this.fresh(key);
    if (entry) {
      this.hits++;
      if (alias !== undefined) this.alias(alias, key);
      return entry.value as T;
    }
    this.misses++;
    const version = this.versions.get(sectionId) ?? 0;
    const generation = this.generation;
    const value = await compute();
    if (this.enabled && (this.versions.get(sectionId) ?? 0) === version && this.generation === generation) {
      this.entries.delete(key);
      this.entries.set(key, { sectionId, value, at: Date.now() });
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      if (alias !== undefined) this.alias(alias, key);
    }
    return value;
  }

  /** The kept answer a request URL was answered with before, while it is still kept and young enough. */
  byAlias(alias: string): unknown {
    if (!this.enabled) return undefined;
    const key = this.aliases.get(alias);
    const entry = key === undefined ? undefined : this.fresh(key);
    if (!entry) return undefined;
    this.hits++;
    this.aliasHits++;
    return entry.value;
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    return entry && Date.now() - entry.at < this.config.AVAILABILITY_CACHE_SECONDS * 1000 ? entry : undefined;
  }

  private alias(alias: string, key: string): void {
    if (this.aliases.get(alias) === key) return;
    this.aliases.set(alias, key);
    // An alias whose entry went (invalidated, evicted) answers nothing; the map stays bounded all the same.
    if (this.aliases.size > 2 * MAX_ENTRIES) this.aliases.delete(this.aliases.keys().next().value!);
  }

  /** A change of a location or vendor: every answer goes, and no read in flight is kept. */
  clear(): void {
    for (const sectionId of this.versions.keys()) this.versions.set(sectionId, (this.versions.get(sectionId) ?? 0) + 1);
    this.generation++;
    this.entries.clear();
    this.aliases.clear();
  }

  /** A change of one of the section's chairs: its answers go, and reads in flight won't be kept. */
  invalidate(sectionId: number): void {
    this.versions.set(sectionId, (this.versions.get(sectionId) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.sectionId === sectionId) this.entries.delete(key);
  }
}
