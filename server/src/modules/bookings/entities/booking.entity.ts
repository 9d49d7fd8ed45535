import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, Unique, VersionColumn, type Relation } from 'typeorm';
import { BookingSource, BookingStatus, Language, PaymentMethod } from '../../../common/enums.js';
import { Timestamped } from '../../../common/timestamps.entity.js';
import { Vendor } from '../../inventory/entities/vendor.entity.js';
import { BeachChairBooking } from './beach-chair-booking.entity.js';
import { BookingExtra } from './booking-extra.entity.js';
import { Customer } from './customer.entity.js';

/** Where the customer transfers to (bank transfer) or is debited from (direct debit). */
export interface BookingBankData {
  accountHolder?: string;
  bic?: string;
  iban?: string;
  /** Reference to quote on the transfer. */
  reference?: string;
}

/** booking.meta_data. */
export interface BookingMetaData {
  bankData?: BookingBankData;
  /** The customer's account, for direct debit. */
  customerBankData?: BookingBankData;
  [key: string]: unknown;
}

@Entity('booking')
@Unique('booking_vendor_id_invoice_number_key', ['vendorId', 'invoiceNumber'])
export class Booking extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column({ unique: true }) bookingRef: string;
  @Column() vendorId: number;
  @ManyToOne(() => Vendor, { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Relation<Vendor>;
  @Column({ type: 'text' }) status: BookingStatus;
  @Column({ type: 'text' }) source: BookingSource;
  @Column({ type: 'text', nullable: true }) paymentMethod: PaymentMethod | null;
  @Column({ type: 'integer', nullable: true }) customerId: number | null;
  @ManyToOne(() => Customer, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Relation<Customer> | null;
  @Column({ type: 'text', nullable: true }) customerComment: string | null;
  @Column({ type: 'text', nullable: true }) invoiceNumber: string | null;
  @Column() totalPriceCents: number;
  @Column({ type: 'integer', nullable: true }) cancellationFeeCents: number | null;
  @Column() skipRefund: boolean;
  @Column({ type: 'text', nullable: true }) affiliateReference: string | null;
  /** IANA zone the booking's days are counted in, e.g. 'Europe/Berlin'. */
  @Column() timeZone: string;
  @Column({ type: 'text' }) language: Language;
  @Column({ type: 'jsonb' }) metaData: BookingMetaData;
  /** When an OPEN hold or an unpaid PENDING booking lapses. */
  @Column({ type: 'timestamptz', nullable: true }) expiresAt: Date | null;
  @Column({ type: 'inet', nullable: true }) createdByIp: string | null;
  /** Optimistic lock: raised by every save(). */
  @VersionColumn() version: number;
  @OneToMany(() => BeachChairBooking, (chairBooking) => chairBooking.booking)
  beachChairBookings?: Relation<BeachChairBooking>[];
  @OneToMany(() => BookingExtra, (extra) => extra.booking) extras?: Relation<BookingExtra>[];
}
