import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { BookingStatus } from '../../common/enums.js';
import { assertFound } from '../../common/errors/domain-error.js';
import { DEFAULT_TIME_ZONE } from '../../common/time.js';
import { AppConfig } from '../../config/app-config.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { assertOpen, BookingCartService, CUSTOMER, lockOpen } from './booking-cart.service.js';
import { newBookingRef } from './booking-ref.js';
import { txRows } from './booking-sql.js';
import { BookingTransitionsService } from './booking-transitions.service.js';
import { AddBeachChairBookingDto, CreatePublicBookingQueryDto } from './dto/public-booking-query.dto.js';
import { PublicBookingDto, PublicBookingStatusDto } from './dto/public-booking.dto.js';
import { BeachChairSlotService } from './beach-chair-slot.service.js';
import { bookingNotFound, publicBooking, toPublicBookingDto } from './public-booking.read.js';

/** The storefront's booking flow: open a booking, add and remove chairs while it is OPEN, read its status. */
@Injectable()
export class PublicBookingService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly config: AppConfig,
    private readonly transitions: BookingTransitionsService,
    private readonly slots: BeachChairSlotService,
    private readonly cart: BookingCartService,
  ) {}

  async create(q: CreatePublicBookingQueryDto, ip: string | null): Promise<PublicBookingDto> {
    const [vendor] = await this.sql.rows<{ id: number }>('public_booking_vendor', `SELECT id FROM vendor WHERE public_reference = $1`, [q.publicReference]);
    const vendorId = assertFound(vendor, 'Vendor', q.publicReference).id;
    const bookingRef = await this.db.transaction(async (m) => {
      const ref = await this.insertBooking(m, vendorId, q, ip);
      await this.transitions.history(m, ref.id, 'CREATE', null, BookingStatus.OPEN, CUSTOMER, { source: q.source ?? 'WEBSITE' });
      return ref.bookingRef;
    });
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef));
  }

  async addBeachChair(bookingRef: string, publicReference: string, dto: AddBeachChairBookingDto): Promise<PublicBookingDto> {
    const booking = await publicBooking(this.sql, bookingRef, publicReference);
    assertOpen(booking.status, 'ADD_BEACH_CHAIR');
    const slot = await this.slots.bookableSlot(booking, dto);
    await this.db.transaction(async (m) => {
      await lockOpen(m, booking.id, 'ADD_BEACH_CHAIR');
      const [{ id }] = await txRows<{ id: number }>(
        m,
        `INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model, rate, price_cents, discount)
         VALUES ($1, $2, $3, $4, 'OPEN', $5, $6, $7, $8) RETURNING id`,
        [booking.id, dto.beachChairId, slot.start, slot.end, slot.model, slot.rate, slot.priceCents, slot.discount],
      );
      await this.cart.retotal(m, booking.id);
      await this.transitions.history(m, booking.id, 'ADD_BEACH_CHAIR', BookingStatus.OPEN, BookingStatus.OPEN, CUSTOMER, {
        beachChairBookingId: id, beachChairId: dto.beachChairId, start: dto.start, end: dto.end, priceCents: slot.priceCents,
      });
    });
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef));
  }

  /** Removes a chair; a booking left without chairs and extras is CANCELED (the storefront starts over). */
  async removeBeachChair(bookingRef: string, publicReference: string, chairBookingId: number): Promise<PublicBookingDto> {
    const booking = await publicBooking(this.sql, bookingRef, publicReference);
    assertOpen(booking.status, 'REMOVE_BEACH_CHAIR');
    await this.db.transaction(async (m) => {
      await lockOpen(m, booking.id, 'REMOVE_BEACH_CHAIR');
      const [removed] = await txRows<{ beachChairId: number }>(
        m,
        `DELETE FROM beach_chair_booking WHERE id = $1 AND booking_id = $2 RETURNING beach_chair_id AS "beachChairId"`,
        [chairBookingId, booking.id],
      );
      assertFound(removed, 'BeachChairBooking', chairBookingId);
      await this.transitions.history(m, booking.id, 'REMOVE_BEACH_CHAIR', BookingStatus.OPEN, BookingStatus.OPEN, CUSTOMER, {
        beachChairBookingId: chairBookingId, beachChairId: removed.beachChairId,
      });
      await this.cart.retotalOrClear(m, booking.id);
    });
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef));
  }

  async status(bookingRef: string): Promise<PublicBookingStatusDto> {
    const [row] = await this.sql.rows<PublicBookingStatusDto>(
      'public_booking_status', `SELECT booking_ref AS "bookingRef", status FROM booking WHERE booking_ref = $1`, [bookingRef],
    );
    if (!row) throw bookingNotFound(bookingRef);
    return row;
  }

  /** Inserts an OPEN booking under a fresh reference; a (rare) taken reference is simply drawn again. */
  private async insertBooking(m: EntityManager, vendorId: number, q: CreatePublicBookingQueryDto, ip: string | null) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await txRows<{ id: number; bookingRef: string }>(
        m,
        `INSERT INTO booking (booking_ref, vendor_id, status, source, affiliate_reference, time_zone, expires_at, created_by_ip)
         VALUES ($1, $2, 'OPEN', $3, $4, $5, now() + make_interval(mins => $6), $7)
         ON CONFLICT (booking_ref) DO NOTHING RETURNING id, booking_ref AS "bookingRef"`,
        [newBookingRef(), vendorId, q.source ?? 'WEBSITE', q.affiliateReference ?? null, q.timeZone ?? DEFAULT_TIME_ZONE, this.config.BOOKING_HOLD_MINUTES, ip],
      );
      if (row) return row;
    }
    throw new Error('No free booking reference after 5 attempts');
  }
}
