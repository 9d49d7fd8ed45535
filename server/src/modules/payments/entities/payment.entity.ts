import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { PaymentMethod, PaymentProvider, PaymentStatus } from '../../../common/enums.js';
import { Timestamped } from '../../../common/timestamps.entity.js';
import { Booking } from '../../bookings/entities/booking.entity.js';

@Entity('payment')
@Unique('payment_provider_provider_ref_key', ['provider', 'providerRef'])
export class Payment extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() bookingId: number;
  @ManyToOne(() => Booking, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'booking_id' }) booking?: Relation<Booking>;
  @Column({ type: 'text' }) provider: PaymentProvider;
  /** The provider's id of the payment (e.g. a Stripe PaymentIntent, a PayPal order). */
  @Column({ type: 'text', nullable: true }) providerRef: string | null;
  @Column({ type: 'text' }) status: PaymentStatus;
  @Column() amountCents: number;
  /** ISO 4217, e.g. 'EUR'. */
  @Column({ type: 'char', length: 3 }) currency: string;
  /** The booking's payment method when the checkout started (null for EXTERNAL_PP and MANUAL rows before it was recorded). */
  @Column({ type: 'text', nullable: true }) method: PaymentMethod | null;
  /** The provider's id of the money taken (Stripe PaymentIntent, PayPal capture): what a refund needs. */
  @Column({ type: 'text', nullable: true }) captureRef: string | null;
  /** Until when the checkout can be paid; the reconciliation job asks the provider shortly after. */
  @Column({ type: 'timestamptz', nullable: true }) expiresAt: Date | null;
  /** The provider's id of the refund (status REFUNDED). */
  @Column({ type: 'text', nullable: true }) refundRef: string | null;
  @Column({ default: 0 }) refundedCents: number;
  /** When reconciliation last asked the provider about this checkout (the sweeper asks an ABORTED one once). */
  @Column({ type: 'timestamptz', nullable: true }) reconciledAt: Date | null;
}
