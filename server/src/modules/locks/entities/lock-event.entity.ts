import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { LockEventType } from '../../../common/enums.js';
import { LockDevice } from './lock-device.entity.js';

/** An event a lock reported on a sync; (lock, type, at) is unique, so a resent batch is stored once. Append only. */
@Entity('lock_event')
export class LockEvent {
  /** bigserial: node-postgres hands int8 over as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ type: 'integer' }) lockId: number;
  @ManyToOne(() => LockDevice, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'lock_id' }) lock?: Relation<LockDevice>;
  @Column({ type: 'text' }) type: LockEventType;
  /** When it happened, by the lock's clock. */
  @Column({ type: 'timestamptz' }) at: Date;
  @Column({ type: 'text', nullable: true }) bookingRef: string | null;
  /** When the server stored it. */
  @CreateDateColumn({ type: 'timestamptz' }) receivedAt: Date;
}
