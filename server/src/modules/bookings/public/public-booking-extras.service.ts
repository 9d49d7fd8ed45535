import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { DataSource, EntityManager } from 'typeorm';
import { BookingStatus } from '../../../common/enums.js';
import { assertFound } from '../../../common/errors/domain-error.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { assertEditable, BookingCartService, CartEdit, CUSTOMER_EDIT, lockInStatus } from '../booking-cart.service.js';
import { txRows } from '../../../infra/database/tx-rows.js';
import type { Actor } from '../actors.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { AddBookingExtrasDto } from '../dto/public-booking-details.dto.js';
import { PublicBookingDto } from '../dto/public-booking.dto.js';
import { assertExtrasWithinLimits } from '../extras-limits.js';
import { cartBooking, publicBooking, toPublicBookingDto } from './public-booking.read.js';

/** A line that exists already keeps the unit price snapshotted when it was first added; only its amount grows. */
const ADD_EXTRA_SQL = `
INSERT INTO booking_extra (booking_id, extra_id, name, name_en, amount, unit_price_cents, vat_rate) VALUES ($1, $2, $3, $7, $4, $5, $6)
ON CONFLICT (booking_id, extra_id) DO UPDATE SET amount = booking_extra.amount + EXCLUDED.amount, updated_at = now()
RETURNING id, amount`;

/** The booking whose extras change. */
export interface ExtrasTarget {
  id: number;
  vendorId: number;
  status: BookingStatus;
}

/** An extra to add to a booking as the vendor offers it now, with the amount wanted. */
export interface OfferedExtraLine {
  id: number;
  name: string;
  nameEn: string | null;
  priceCents: number;
  vatRate: number;
  amount: number;
}

/** Extras of a booking: add in bulk, change an amount, remove a line (OPEN only for the storefront). */
@Injectable()
export class PublicBookingExtrasService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly transitions: BookingTransitionsService,
    private readonly cart: BookingCartService,
    private readonly config: AppConfig,
  ) {}

  async add(bookingRef: string, publicReference: string, cartToken: string, dto: AddBookingExtrasDto): Promise<PublicBookingDto> {
    await this.addLines(await cartBooking(this.sql, bookingRef, publicReference, cartToken), dto, CUSTOMER_EDIT);
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef), this.config.BOOKING_PAYMENT_DAYS);
  }

  async update(
    bookingRef: string,
    publicReference: string,
    cartToken: string,
    bookingExtraId: number,
    amount: number,
  ): Promise<PublicBookingDto> {
    await this.setAmount(await cartBooking(this.sql, bookingRef, publicReference, cartToken), bookingExtraId, amount, CUSTOMER_EDIT);
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef), this.config.BOOKING_PAYMENT_DAYS);
  }

  /** Removes a line; a booking left without chairs and extras is CANCELED, as when its last chair goes. */
  async remove(bookingRef: string, publicReference: string, cartToken: string, bookingExtraId: number): Promise<PublicBookingDto> {
    await this.removeLine(await cartBooking(this.sql, bookingRef, publicReference, cartToken), bookingExtraId, CUSTOMER_EDIT);
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef), this.config.BOOKING_PAYMENT_DAYS);
  }

  /** Adds the lines to the booking (storefront or back office, by `edit`). */
  async addLines(booking: ExtrasTarget, dto: AddBookingExtrasDto, edit: CartEdit): Promise<void> {
    assertEditable(booking.status, 'ADD_EXTRAS', edit);
    const offered = await this.offeredLines(booking.vendorId, dto);
    await this.db.transaction(async (m) => {
      const status = await lockInStatus(m, booking.id, 'ADD_EXTRAS', edit.allowed, edit.actor.type);
      await this.addLinesIn(m, booking.id, status, offered, edit.actor);
    });
  }

  /**
   * The lines to add, read before the caller's transaction: one per extra (the same extra twice in one request is one
   * line with both amounts), with the vendor's name, price and VAT now. Another vendor's or an inactive extra is the
   * same 404 as an unknown one.
   */
  async offeredLines(vendorId: number, dto: AddBookingExtrasDto): Promise<OfferedExtraLine[]> {
    const amounts = new Map<number, number>();
    for (const { extraId, amount } of dto.items) amounts.set(extraId, (amounts.get(extraId) ?? 0) + amount);
    const extras = await this.sql.rows<{ id: number; name: string; nameEn: string | null; priceCents: number; vatRate: number }>(
      'public_booking_extra_offer',
      `SELECT id, name, name_en AS "nameEn", price_cents AS "priceCents", vat_rate AS "vatRate" FROM extra WHERE id = ANY($1::int[]) AND vendor_id = $2 AND active`,
      [[...amounts.keys()], vendorId],
    );
    const byId = new Map(extras.map((e) => [e.id, e]));
    return [...amounts].map(([extraId, amount]) => ({ ...assertFound(byId.get(extraId), 'Extra', extraId), amount }));
  }

  /** Adds offered lines inside the caller's transaction, the booking row locked by the caller in `status`; retotals it. */
  async addLinesIn(m: EntityManager, bookingId: number, status: BookingStatus, offered: OfferedExtraLine[], actor: Actor): Promise<void> {
    const lines = [];
    for (const extra of offered) {
      const [line] = await txRows<{ id: number; amount: number }>(m, ADD_EXTRA_SQL, [
        bookingId,
        extra.id,
        extra.name,
        extra.amount,
        extra.priceCents,
        extra.vatRate,
        extra.nameEn,
      ]);
      lines.push({ bookingExtraId: line.id, extraId: extra.id, added: extra.amount, amount: line.amount });
    }
    await assertExtrasWithinLimits(m, bookingId);
    await this.cart.retotal(m, bookingId, actor);
    await this.transitions.history(m, bookingId, 'ADD_EXTRAS', status, status, actor, { lines });
  }

  async setAmount(booking: ExtrasTarget, bookingExtraId: number, amount: number, edit: CartEdit): Promise<void> {
    assertEditable(booking.status, 'UPDATE_EXTRA', edit);
    await this.db.transaction(async (m) => {
      const status = await lockInStatus(m, booking.id, 'UPDATE_EXTRA', edit.allowed, edit.actor.type);
      const [line] = await txRows<{ extraId: number }>(
        m,
        `UPDATE booking_extra SET amount = $3, updated_at = now() WHERE id = $1 AND booking_id = $2 RETURNING extra_id AS "extraId"`,
        [bookingExtraId, booking.id, amount],
      );
      assertFound(line, 'BookingExtra', bookingExtraId);
      await assertExtrasWithinLimits(m, booking.id);
      await this.cart.retotal(m, booking.id, edit.actor);
      await this.transitions.history(m, booking.id, 'UPDATE_EXTRA', status, status, edit.actor, {
        bookingExtraId,
        extraId: line.extraId,
        amount,
      });
    });
  }

  async removeLine(booking: ExtrasTarget, bookingExtraId: number, edit: CartEdit): Promise<void> {
    assertEditable(booking.status, 'REMOVE_EXTRA', edit);
    await this.db.transaction(async (m) => {
      const status = await lockInStatus(m, booking.id, 'REMOVE_EXTRA', edit.allowed, edit.actor.type);
      const [line] = await txRows<{ extraId: number; amount: number }>(
        m,
        `DELETE FROM booking_extra WHERE id = $1 AND booking_id = $2 RETURNING extra_id AS "extraId", amount`,
        [bookingExtraId, booking.id],
      );
      assertFound(line, 'BookingExtra', bookingExtraId);
      await this.transitions.history(m, booking.id, 'REMOVE_EXTRA', status, status, edit.actor, {
        bookingExtraId,
        extraId: line.extraId,
        amount: line.amount,
      });
      await this.cart.retotalFor(m, booking.id, edit);
    });
  }
}
