import { Injectable } from '@nestjs/common';
import { DEFAULT_TIME_ZONE, zonedIsoString } from '../../common/time.js';
import { AvailabilityDataService } from './availability-data.service.js';
import { AvailabilityCache } from './events/availability-cache.js';
import { RawJson, withArrayMember } from './raw-json.js';
import { PublicCalendarQueryDto } from './dto/availability-query.dto.js';
import { CalendarChannelDto, chairChannel, rowChannel } from './dto/calendar.dto.js';
import { toRangeInfoDto } from './dto/range-info.dto.js';
import { chairAvailability, rangeFacts } from './rules/index.js';
import { assertRowOfSection, filterOf, windowOf } from './query-window.js';

/**
 * The section timeline. A season of a big section holds tens of thousands of bookings, so the bookings come from the
 * database as one compact text and the answer is written as JSON text directly; times are formatted once per
 * distinct instant (bookings start and end at a few hundred distinct moments).
 */
@Injectable()
export class CalendarService {
  constructor(
    private readonly data: AvailabilityDataService,
    private readonly cache: AvailabilityCache,
  ) {}

  /** The storefront's timeline: from the cache while the events keep it correct (events/availability-cache.ts). */
  publicCalendar(sectionId: number, q: PublicCalendarQueryDto, url?: string): Promise<RawJson> {
    const range = { start: q.start, end: q.end ?? `${q.start.slice(0, 4)}-12-31`, timeZone: q.timeZone ?? DEFAULT_TIME_ZONE };
    const key = `calendar|${sectionId}|${q.publicReference}|${range.start}|${range.end}|${range.timeZone}|${q.row}|${q.model}|${q.lock}|${q.free}`;
    return this.cache.get(sectionId, key, () => this.computePublicCalendar(sectionId, q, range), url);
  }

  private async computePublicCalendar(
    sectionId: number,
    q: PublicCalendarQueryDto,
    range: { start: string; end: string; timeZone: string },
  ): Promise<RawJson> {
    const { section, chairs, bookings } = await this.data.publicSnapshot(sectionId, q.publicReference, windowOf(range), filterOf(q));
    assertRowOfSection(section, q.row);
    const { facts, notes } = rangeFacts(section, range, new Date(), 'online');
    const channels: CalendarChannelDto[] = [];
    const shown = new Set<number>();
    const stopSales: { beachChairId: number; start: string; end: string }[] = [];
    let rowId: number | null | undefined;
    for (const chair of chairs) {
      const a = chairAvailability(chair, facts);
      if (q.free && !a.free) continue;
      if (chair.rowId !== rowId) {
        rowId = chair.rowId;
        const row = section.rows.find((r) => r.id === rowId);
        if (row) channels.push(rowChannel(row, channels.length));
      }
      channels.push(chairChannel(chair, channels.length, a.state));
      shown.add(chair.id);
      for (let i = 0; i < chair.stopSales.length; i += 2) {
        stopSales.push({ beachChairId: chair.id, start: chair.stopSales[i], end: chair.stopSales[i + 1] });
      }
    }

    const iso = new Map<number, string>();
    const at = (ms: number) => {
      let s = iso.get(ms);
      if (s === undefined) iso.set(ms, (s = `"${zonedIsoString(new Date(ms), range.timeZone)}"`));
      return s;
    };
    const items: string[] = [];
    for (let i = 0; i < bookings.length; i += 3) {
      if (!shown.has(bookings[i])) continue;
      items.push(`{"beachChairId":${bookings[i]},"start":${at(bookings[i + 1])},"end":${at(bookings[i + 2])}}`);
    }
    return withArrayMember({ ...toRangeInfoDto(section, range, notes), channels, stopSales }, 'egp', items);
  }
}
