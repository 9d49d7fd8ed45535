import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { DocumentType } from '../../../common/enums.js';
import { Booking } from '../../bookings/entities/booking.entity.js';
import { Vendor } from '../../inventory/entities/vendor.entity.js';

/** A generated document (invoice, cancellation, terms) kept in S3. Named so as not to clash with the DOM's Document. */
@Entity('document')
export class StoredDocument {
  @PrimaryGeneratedColumn() id: number;
  @Column() vendorId: number;
  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Relation<Vendor>;
  @Column({ type: 'integer', nullable: true }) bookingId: number | null;
  @ManyToOne(() => Booking, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking> | null;
  @Column({ type: 'text' }) type: DocumentType;
  @Column({ unique: true }) s3Key: string;
  @Column() fileName: string;
  @Column() mimeType: string;
  @Column() sizeBytes: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
