import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { Timestamped } from '../../../common/timestamps.entity.js';
import { Extra } from '../../inventory/entities/extra.entity.js';
import { Booking } from './booking.entity.js';

/** An extra as booked: name and unit price are copied from the extra at booking time. */
@Entity('booking_extra')
@Unique('booking_extra_booking_id_extra_id_key', ['bookingId', 'extraId'])
export class BookingExtra extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() bookingId: number;
  @ManyToOne(() => Booking, (booking) => booking.extras, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;
  @Column() extraId: number;
  @ManyToOne(() => Extra, { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'extra_id' }) extra?: Relation<Extra>;
  @Column() name: string;
  /** The extra's English name when it was sold, if it had one. */
  @Column({ type: 'text', nullable: true }) nameEn: string | null;
  @Column() amount: number;
  @Column() unitPriceCents: number;
  /** The extra's VAT rate when it was sold (percent). */
  @Column({ type: 'smallint' }) vatRate: number;
}
