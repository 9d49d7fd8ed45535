import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Vendor } from './vendor.entity.js';

/** An uploaded file kept in S3. */
@Entity('file')
export class StoredFile {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer', nullable: true }) vendorId: number | null;
  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Relation<Vendor> | null;
  @Column({ unique: true }) s3Key: string;
  @Column() originalName: string;
  @Column() mimeType: string;
  @Column() sizeBytes: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
