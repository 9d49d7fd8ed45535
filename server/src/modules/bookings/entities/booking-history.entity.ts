import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ActorType, BookingStatus } from '../../../common/enums.js';
import { Booking } from './booking.entity.js';

/** booking_history.details: what else is worth keeping about the change. */
export interface BookingHistoryDetails {
  [key: string]: unknown;
}

/** One change of a booking. Append only. */
@Entity('booking_history')
export class BookingHistory {
  /** bigserial: node-postgres hands int8 over as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column() bookingId: number;
  @ManyToOne(() => Booking, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'booking_id' }) booking?: Relation<Booking>;
  @Column() action: string;
  @Column({ type: 'text', nullable: true }) fromStatus: BookingStatus | null;
  @Column({ type: 'text', nullable: true }) toStatus: BookingStatus | null;
  @Column({ type: 'text' }) actorType: ActorType;
  @Column({ type: 'text', nullable: true }) actorId: string | null;
  @Column({ type: 'jsonb' }) details: BookingHistoryDetails;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
