import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { VendorUserRole } from '../../../common/enums.js';
import { Location } from '../../inventory/entities/location.entity.js';
import { Vendor } from '../../inventory/entities/vendor.entity.js';
import { User } from './user.entity.js';

/**
 * Which vendors a VENDOR user may act for, in which role, and whether only at one of the vendor's locations (then its
 * sessions act in that location's context only).
 */
@Entity('user_vendor')
export class UserVendor {
  @PrimaryColumn() userId: number;
  @PrimaryColumn() vendorId: number;
  @Column({ type: 'text' }) role: VendorUserRole;
  /** The one location the user may act at (STAFF only); null: the whole vendor. */
  @Column({ type: 'integer', nullable: true }) locationId: number | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: Relation<User>;
  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Relation<Vendor>;
  @ManyToOne(() => Location, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'location_id' }) location?: Relation<Location> | null;
}
