import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Vendor } from '../../inventory/entities/vendor.entity.js';

/** The last invoice number a vendor issued in a year. */
@Entity('invoice_counter')
export class InvoiceCounter {
  @PrimaryColumn() vendorId: number;
  @PrimaryColumn() year: number;
  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Relation<Vendor>;
  @Column() lastNumber: number;
}
