import { CallHandler, ExecutionContext, Global, Injectable, Module, NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, map, Observable, of } from 'rxjs';
import { AppConfig } from '../../config/app-config.js';

/** At most this many answers are kept; past it the oldest go first. */
const MAX_ENTRIES = 2000;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The public catalogue's answers of this instance (regions, cities, beaches, sections, search, the vendor's public
 * data, extras and filters), as sent, by URL. The database announces any change of the tables behind them (migration
 * CatalogueChanges: NOTIFY catalogue_changes, heard by the availability listener), and every answer goes at once; an
 * answer is kept CATALOGUE_CACHE_SECONDS at most besides (image addresses and the clock). Nothing is served or kept
 * while the listener is disconnected, and a read that was computed while a change committed is not kept.
 */
@Injectable()
export class CatalogueCache {
  private readonly entries = new Map<string, { json: string; at: number }>();
  private connected = false;
  /** Moves with clear(): a read that began before it is not kept. */
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly config: AppConfig) {}

  /** The listener's connection state: while it is down nothing is served from or kept in the cache. */
  setConnected(connected: boolean): void {
    this.connected = connected;
    this.clear();
  }

  get enabled(): boolean {
    return this.connected && this.config.CATALOGUE_CACHE_SECONDS > 0;
  }

  /** The kept answer for `key`, if it is young enough. */
  find(key: string): string | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.at < this.config.CATALOGUE_CACHE_SECONDS * 1000) {
      this.hits++;
      return entry.json;
    }
    this.misses++;
    return undefined;
  }

  /** Keeps an answer computed since `generation` (see `now`), unless a change arrived meanwhile. */
  keep(key: string, json: string, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    this.entries.delete(key);
    this.entries.set(key, { json, at: Date.now() });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The generation a read starts in. */
  get now(): number {
    return this.generation;
  }

  /** A change of the catalogue: every answer goes, and no read in flight is kept. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

/**
 * Serves a public catalogue route's JSON answer from CatalogueCache, or computes it and keeps it. CSV exports
 * (`csv=true`) pass by. Put it on the controller (outside the route's own interceptors), on routes whose answer
 * depends on the URL alone, never on who asks.
 */
@Injectable()
export class CatalogueCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: CatalogueCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (request.method !== 'GET' || String(query.csv) === 'true' || !this.cache.enabled) return next.handle();
    const key = request.url;
    const kept = this.cache.find(key);
    void reply.header('Content-Type', JSON_TYPE);
    if (kept !== undefined) return of(kept);
    const generation = this.cache.now;
    return from(next.handle()).pipe(
      map((value: unknown) => {
        const json = JSON.stringify(value);
        this.cache.keep(key, json, generation);
        return json;
      }),
    );
  }
}

/** A controller whose GET routes answer the same to everyone: served from the catalogue cache. */
export const CatalogueCached = () => UseInterceptors(CatalogueCacheInterceptor);

/** The catalogue cache, injectable everywhere (the listener clears it, the catalogue's controllers read it). */
@Global()
@Module({ providers: [CatalogueCache, CatalogueCacheInterceptor], exports: [CatalogueCache, CatalogueCacheInterceptor] })
export class CatalogueCacheModule {}
