import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { PaymentProvider, PaymentStatus } from '../../../common/enums.js';
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
}
