import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertInScope } from '../../common/auth/vendor-scope.js';
import { assertFound } from '../../common/errors/domain-error.js';
import { AvailabilityDataService, SectionSnapshot } from './availability-data.service.js';
import { AvailabilityCache } from './events/availability-cache.js';
import { PublicChairAvailableQueryDto, SectionAvailabilityQueryDto } from './dto/availability-query.dto.js';
import { toRangeInfoDto } from './dto/range-info.dto.js';
import { beachChairAvailabilityJson, ChairAvailableDto } from './dto/section-availability.dto.js';
import { RawJson, withArrayMember } from './raw-json.js';
import { assertRowOfSection, filterOf, rangeQuery, windowOf } from './query-window.js';
import { Channel, chairAvailability, rangeFacts, RangeQuery } from './rules/index.js';

/** Section availability (public and vendor) and the public single-chair check: load once, apply the rules per chair. */
@Injectable()
export class SectionAvailabilityService {
  constructor(
    private readonly data: AvailabilityDataService,
    private readonly cache: AvailabilityCache,
  ) {}

  /** The storefront's grid and pins: from the cache while the events keep it correct (events/availability-cache.ts). */
  publicSection(sectionId: number, q: SectionAvailabilityQueryDto & { publicReference: string }, url?: string): Promise<RawJson> {
    const range = rangeQuery(q);
    const key = `section|${sectionId}|${q.publicReference}|${range.start}|${range.end}|${range.timeZone}|${q.row}|${q.model}|${q.lock}|${q.free}`;
    return this.cache.get(
      sectionId,
      key,
      async () => {
        const snapshot = await this.data.publicSnapshot(sectionId, q.publicReference, windowOf(range), filterOf(q));
        return this.build(snapshot, range, q, 'online');
      },
      url,
    );
  }

  async vendorSection(user: AuthUser, sectionId: number, q: SectionAvailabilityQueryDto): Promise<RawJson> {
    const range = rangeQuery(q);
    const snapshot = await this.data.snapshot(sectionId, windowOf(range), filterOf(q));
    assertInScope(user, snapshot.section.vendorId, 'Section', sectionId, snapshot.section.locationId);
    return this.build(snapshot, range, q, 'vendor');
  }

  async publicChairAvailable(beachChairId: number, q: PublicChairAvailableQueryDto): Promise<ChairAvailableDto> {
    const range = rangeQuery(q);
    const sectionId = await this.data.sectionOfChair(beachChairId);
    const { section, chairs } = await this.data.publicSnapshot(sectionId, q.publicReference, windowOf(range), { beachChairId });
    const { facts } = rangeFacts(section, range, new Date(), 'online');
    const a = chairAvailability(assertFound(chairs[0], 'BeachChair', beachChairId), facts);
    return { available: a.free, beachChairId, start: q.start, end: q.end, state: a.state, reason: a.reason, bookable: a.bookable };
  }

  /** The SectionAvailabilityDto, serialized: rowData last, each chair written by beachChairAvailabilityJson. */
  private build({ section, chairs }: SectionSnapshot, range: RangeQuery, q: SectionAvailabilityQueryDto, channel: Channel): RawJson {
    assertRowOfSection(section, q.row);
    const { facts, notes } = rangeFacts(section, range, new Date(), channel);
    const rowData: string[] = [];
    let free = 0;
    for (const chair of chairs) {
      const a = chairAvailability(chair, facts);
      if (q.free && !a.free) continue;
      if (a.free) free++;
      rowData.push(beachChairAvailabilityJson(chair, a));
    }
    const rows = q.row === undefined ? section.rows : section.rows.filter((r) => r.id === q.row);
    return withArrayMember({ ...toRangeInfoDto(section, range, notes), rows, counts: { total: rowData.length, free } }, 'rowData', rowData);
  }
}
