import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { BookingStatus } from '../../../common/enums.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { DEFAULT_TIME_ZONE } from '../../../common/time.js';
import { AppConfig } from '../../../config/app-config.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { transactionWithRetry } from '../../../infra/database/transaction.js';
import { CUSTOMER } from '../actors.js';
import { addOpenChairBooking, assertOpen, BookingCartService, lockOpen } from '../booking-cart.service.js';
import { newBookingRef } from '../booking-ref.js';
import { txRows } from '../../../infra/database/tx-rows.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { AddBeachChairBookingDto, CreatePublicBookingQueryDto, PublicBookingSource } from '../dto/public-booking-query.dto.js';
import { PublicBookingCustomerDto } from '../dto/public-booking-details.dto.js';
import { PublicBookingDto, PublicBookingStatusDto } from '../dto/public-booking.dto.js';
import { BeachChairSlotService } from '../beach-chair-slot.service.js';
import { deadlineSet } from '../expiry/booking-deadlines.js';
import { BookingExpiryService, isChairTaken } from '../expiry/booking-expiry.service.js';
import { OpenHoldCapsService } from '../expiry/open-hold-caps.service.js';
import { newCartToken } from './cart-token.js';
import {
  BookingRow,
  bookingNotFound,
  cartBooking,
  publicBooking,
  publicBookingDto,
  toPublicBookingDto,
  withOfferedMethods,
} from './public-booking.read.js';

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
    private readonly expiry: BookingExpiryService,
    private readonly caps: OpenHoldCapsService,
  ) {}

  async create(q: CreatePublicBookingQueryDto, ip: string | null): Promise<PublicBookingDto> {
    assertWidgetVendor(q);
    const [vendor] = await this.sql.rows<{ id: number }>('public_booking_vendor', `SELECT id FROM vendor WHERE public_reference = $1`, [
      q.publicReference,
    ]);
    const vendorId = assertFound(vendor, 'Vendor', q.publicReference).id;
    const cart = newCartToken();
    const bookingRef = await transactionWithRetry(this.db, async (m) => {
      await this.caps.assertIpCap(m, ip); // 429 TOO_MANY_OPEN_BOOKINGS over BOOKING_MAX_OPEN_PER_IP
      const ref = await insertOpenBooking(m, {
        vendorId,
        source: q.source ?? 'WEBSITE',
        affiliateReference: q.affiliateReference ?? null,
        timeZone: q.timeZone ?? DEFAULT_TIME_ZONE,
        holdSeconds: this.config.bookingHoldSeconds,
        ip,
        cartTokenHash: cart.hash,
      });
      await this.transitions.history(m, ref.id, 'CREATE', null, BookingStatus.OPEN, CUSTOMER, { source: q.source ?? 'WEBSITE' });
      return ref.bookingRef;
    });
    // The only answer that carries the cart's secret: the storefront keeps it and sends it with every change.
    return {
      ...(await toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef), this.config.BOOKING_PAYMENT_DAYS)),
      cartToken: cart.token,
    };
  }

  async addBeachChair(
    bookingRef: string,
    publicReference: string,
    cartToken: string,
    dto: AddBeachChairBookingDto,
  ): Promise<PublicBookingDto> {
    try {
      return await this.addBeachChairOnce(bookingRef, publicReference, cartToken, dto);
    } catch (error) {
      // Held only by a lapsed booking (its expiry job lost, not swept yet): expire that one, then try once more.
      if (!isChairTaken(error) || !(await this.expiry.expireLapsedHoldersOf(dto.beachChairId, bookingRef))) throw error;
      return this.addBeachChairOnce(bookingRef, publicReference, cartToken, dto);
    }
  }

  /**
   * Three round trips: the booking; the chair with its section's rules, bookings and prices (bookableSlot, one snapshot
   * statement); the write and the answer in one statement (addOpenChairBooking: lock, chair lock, insert, retotal,
   * history, the booking as it now is). Nothing is read again for the answer.
   */
  private async addBeachChairOnce(
    bookingRef: string,
    publicReference: string,
    cartToken: string,
    dto: AddBeachChairBookingDto,
  ): Promise<PublicBookingDto> {
    const booking = await cartBooking(this.sql, bookingRef, publicReference, cartToken);
    assertOpen(booking.status, 'ADD_BEACH_CHAIR');
    const slot = await this.slots.bookableSlot(booking, dto);
    const added = await addOpenChairBooking(this.sql, this.db.manager, booking.id, dto.beachChairId, slot, this.config.bookingHoldSeconds, {
      beachChairId: dto.beachChairId,
      start: dto.start,
      end: dto.end,
      priceCents: slot.priceCents,
    });
    const fresh: BookingRow = {
      ...booking,
      status: added.status,
      totalPriceCents: added.totalPriceCents!,
      expiresAt: added.expiresAt,
      paymentMethod: added.paymentMethod,
      customerComment: added.customerComment,
      invoiceNumber: added.invoiceNumber,
      metaData: added.metaData,
      customerId: added.customerId,
    };
    return publicBookingDto(
      await withOfferedMethods(this.sql, fresh),
      added.chairs ?? [],
      added.extras,
      added.customer as PublicBookingCustomerDto | null,
      this.config.BOOKING_PAYMENT_DAYS,
    );
  }

  /** Removes a chair; a booking left without chairs and extras is CANCELED (the storefront starts over). */
  async removeBeachChair(
    bookingRef: string,
    publicReference: string,
    cartToken: string,
    chairBookingId: number,
  ): Promise<PublicBookingDto> {
    const booking = await cartBooking(this.sql, bookingRef, publicReference, cartToken);
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
        beachChairBookingId: chairBookingId,
        beachChairId: removed.beachChairId,
      });
      await this.cart.retotalOrClear(m, booking.id);
    });
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef), this.config.BOOKING_PAYMENT_DAYS);
  }

  async status(bookingRef: string): Promise<PublicBookingStatusDto> {
    const [row] = await this.sql.rows<PublicBookingStatusDto>(
      'public_booking_status',
      `SELECT booking_ref AS "bookingRef", status FROM booking WHERE booking_ref = $1`,
      [bookingRef],
    );
    if (!row) throw bookingNotFound(bookingRef);
    return row;
  }
}

/** A WIDGET booking belongs to the widget's own vendor (issue 21: a widget must never sell another vendor's chairs). */
function assertWidgetVendor(q: CreatePublicBookingQueryDto): void {
  if (q.source !== PublicBookingSource.WIDGET) return;
  if (!q.widgetReference) {
    throw new DomainError(ErrorType.INVALID_INPUT, 'widgetReference is required with source WIDGET', { field: 'widgetReference' });
  }
  if (q.widgetReference !== q.publicReference) {
    throw new DomainError(
      ErrorType.WIDGET_VENDOR_MISMATCH,
      'A widget opens bookings only for its own vendor: widgetReference must equal publicReference',
      {
        publicReference: q.publicReference,
        widgetReference: q.widgetReference,
      },
    );
  }
}

/** Inserts an OPEN booking under a fresh reference; a (rare) taken reference is simply drawn again. */
export async function insertOpenBooking(
  m: EntityManager,
  // The hold: holdSeconds, else holdMinutes.
  o: {
    vendorId: number;
    source: string;
    affiliateReference: string | null;
    timeZone: string;
    holdMinutes?: number;
    holdSeconds?: number;
    ip: string | null;
    cartTokenHash?: Buffer;
  },
): Promise<{ id: number; bookingRef: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await txRows<{ id: number; bookingRef: string; expiresAt: Date }>(
      m,
      `INSERT INTO booking (booking_ref, vendor_id, status, source, affiliate_reference, time_zone, expires_at, created_by_ip, cart_token_hash)
       VALUES ($1, $2, 'OPEN', $3, $4, $5, now() + make_interval(secs => $6), $7, $8)
       ON CONFLICT (booking_ref) DO NOTHING RETURNING id, booking_ref AS "bookingRef", expires_at AS "expiresAt"`,
      [
        newBookingRef(),
        o.vendorId,
        o.source,
        o.affiliateReference,
        o.timeZone,
        o.holdSeconds ?? (o.holdMinutes ?? 30) * 60,
        o.ip,
        o.cartTokenHash ?? null,
      ],
    );
    if (row) {
      deadlineSet(m, row.id, row.expiresAt); // its expiry job, after the commit
      return { id: row.id, bookingRef: row.bookingRef };
    }
  }
  throw new Error('No free booking reference after 5 attempts');
}
