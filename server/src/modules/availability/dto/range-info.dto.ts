import { ApiProperty } from '@nestjs/swagger';
import type { SectionContext } from '../availability-data.service.js';
import type { RangeNotes } from '../rules/index.js';

export class SeasonInfoDto {
  @ApiProperty({ format: 'date', description: 'First day of the season shown for the range (the one containing start, else the next)' })
  start: string;
  @ApiProperty({ format: 'date', description: 'Last day of that season' }) end: string;
  @ApiProperty({ type: String, nullable: true, description: "The location's season start as DD-MM; null: the default season" })
  seasonStart: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The location's season end as DD-MM" }) seasonEnd: string | null;
  @ApiProperty({ description: 'Every day of the range lies in the season' }) inSeason: boolean;
}

export class LeadTimeInfoDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Hours after the start of tomorrow (Europe/Berlin) before a booking may begin',
  })
  hours: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Earliest bookable moment; null without lead time' })
  earliestBookableAt: string | null;
  @ApiProperty({ format: 'date', description: 'First day that can be booked as a whole day' }) firstBookableDate: string;
  @ApiProperty({ description: 'The range starts before the earliest bookable moment: show the lead-time notice' }) applies: boolean;
}

export class BookingStartInfoDto {
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'The day online booking opens (location, else vendor)' })
  date: string | null;
  @ApiProperty({ description: 'Online booking is open today' }) open: boolean;
}

export class HalfDayInfoDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Hour at which a morning ends and an afternoon begins; null: no half days' })
  boundaryHour: number | null;
  @ApiProperty({ type: String, nullable: true, example: '08-13', description: "The MORNING rate's hours (HH-HH)" }) morning: string | null;
  @ApiProperty({ type: String, nullable: true, example: '13-20', description: "The AFTERNOON rate's hours (HH-HH)" }) afternoon:
    string | null;
}

/** Slots of the range that are over on the beach's clock (Europe/Berlin): shown as past, never offered. */
export class EndedSlotsDto {
  @ApiProperty({ description: "The whole range: its last day is past the location's closing time (else its end)" }) day: boolean;
  @ApiProperty({ description: "A single day's MORNING is past the end of its hours" }) morning: boolean;
  @ApiProperty({ description: "A single day's AFTERNOON is past the end of its hours" }) afternoon: boolean;
}

/** The range-level facts behind the storefront's notices: season, lead time, booking start, half days. */
export class RangeInfoDto {
  @ApiProperty() sectionId: number;
  @ApiProperty({ format: 'date' }) start: string;
  @ApiProperty({ format: 'date', description: 'Last day, included' }) end: string;
  @ApiProperty({ example: 'Europe/Berlin' }) timeZone: string;
  @ApiProperty() hasSubsections: boolean;
  @ApiProperty({ description: 'The section takes online bookings' }) onlineBooking: boolean;
  @ApiProperty({ type: SeasonInfoDto }) season: SeasonInfoDto;
  @ApiProperty({ type: LeadTimeInfoDto }) leadTime: LeadTimeInfoDto;
  @ApiProperty({ type: BookingStartInfoDto }) bookingStart: BookingStartInfoDto;
  @ApiProperty({ type: HalfDayInfoDto }) halfDay: HalfDayInfoDto;
  @ApiProperty({ type: EndedSlotsDto }) ended: EndedSlotsDto;
}

export function toRangeInfoDto(s: SectionContext, q: { start: string; end: string; timeZone: string }, n: RangeNotes): RangeInfoDto {
  return {
    sectionId: s.id,
    start: q.start,
    end: q.end,
    timeZone: q.timeZone,
    hasSubsections: s.hasSubsections,
    onlineBooking: s.onlineBooking,
    season: { start: n.season.start, end: n.season.end, seasonStart: s.seasonStart, seasonEnd: s.seasonEnd, inSeason: n.inSeason },
    leadTime: {
      hours: n.leadTimeHours,
      earliestBookableAt: n.earliestBookableAt?.toISOString() ?? null,
      firstBookableDate: n.firstBookableDate,
      applies: n.leadTimeApplies,
    },
    bookingStart: { date: n.bookingStartdate, open: n.bookingOpen },
    halfDay: { boundaryHour: s.boundaryHour, morning: s.morningRange, afternoon: s.afternoonRange },
    ended: n.ended,
  };
}
