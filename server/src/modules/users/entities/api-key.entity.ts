import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ApiKeyKind } from '../../../common/enums.js';
import { Vendor } from '../../inventory/entities/vendor.entity.js';

/** A key for a machine client; looked up by its prefix, verified against its hash. */
@Entity('api_key')
export class ApiKey {
  @PrimaryGeneratedColumn() id: number;
  @Column() name: string;
  @Column({ type: 'text' }) kind: ApiKeyKind;
  @Column({ unique: true }) keyPrefix: string;
  @Column() keyHash: string;
  @Column({ type: 'integer', nullable: true }) vendorId: number | null;
  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Relation<Vendor> | null;
  @Column({ type: 'timestamptz', nullable: true }) lastUsedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) revokedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
