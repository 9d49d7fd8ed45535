import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Location } from '../../inventory/entities/location.entity.js';
import { Vendor } from '../../inventory/entities/vendor.entity.js';
import { User } from './user.entity.js';

/**
 * A refresh token; only its hash is kept. Every rotation of one login shares a family;
 * reuse of a spent token revokes the family.
 */
@Entity('refresh_token')
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() userId: number;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: Relation<User>;
  @Column({ type: 'uuid' }) familyId: string;
  @Column({ unique: true }) tokenHash: string;
  /** The vendor (and location) the session acts for, if chosen. */
  @Column({ type: 'integer', nullable: true }) vendorId: number | null;
  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Relation<Vendor> | null;
  @Column({ type: 'integer', nullable: true }) locationId: number | null;
  @ManyToOne(() => Location, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id' })
  location?: Relation<Location> | null;
  @Column({ type: 'timestamptz' }) expiresAt: Date;
  /** No rotation of the family lives past this. */
  @Column({ type: 'timestamptz' }) familyExpiresAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) usedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) revokedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
