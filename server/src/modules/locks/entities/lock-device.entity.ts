import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { LockState } from '../../../common/enums.js';
import { Timestamped } from '../../../common/timestamps.entity.js';
import { Vendor } from '../../inventory/entities/vendor.entity.js';

/** A smart lock fitted to a chair (beach_chair.lock_id); vendor null: not assigned to a vendor yet. */
@Entity('lock_device')
export class LockDevice extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer', nullable: true }) vendorId: number | null;
  @ManyToOne(() => Vendor, { onDelete: 'SET NULL' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Relation<Vendor> | null;
  @Column({ unique: true }) serialNumber: string;
  @Column({ type: 'text' }) state: LockState;
  /** Percent, 0-100. */
  @Column({ type: 'integer', nullable: true }) batteryLevel: number | null;
  @Column({ type: 'text', nullable: true }) firmware: string | null;
  @Column({ type: 'timestamptz', nullable: true }) lastSeenAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) lastSyncAt: Date | null;
}
