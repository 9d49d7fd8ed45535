import { Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Vendor } from '../../inventory/entities/vendor.entity.js';
import { User } from './user.entity.js';

/** Which vendors a VENDOR user may act for. */
@Entity('user_vendor')
export class UserVendor {
  @PrimaryColumn() userId: number;
  @PrimaryColumn() vendorId: number;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: Relation<User>;
  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Relation<Vendor>;
}
