import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ExtraType } from '../../../common/enums.js';
import { Timestamped } from '../../../common/timestamps.entity.js';
import { Location } from './location.entity.js';
import { Vendor } from './vendor.entity.js';

/** Something sold along with a chair booking; location null: offered at every location of the vendor. */
@Entity('extra')
export class Extra extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() vendorId: number;
  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Relation<Vendor>;
  @Column({ type: 'integer', nullable: true }) locationId: number | null;
  @ManyToOne(() => Location, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id' })
  location?: Relation<Location> | null;
  @Column() name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** The English versions, shown in the English storefront when set (issue 30 item 9). */
  @Column({ type: 'text', nullable: true }) nameEn: string | null;
  @Column({ type: 'text', nullable: true }) descriptionEn: string | null;
  @Column() priceCents: number;
  /** VAT rate in percent included in the price: 7 (takeaway food) or 19 by type unless set; 0 for none. */
  @Column({ type: 'smallint' }) vatRate: number;
  @Column({ type: 'text' }) type: ExtraType;
  @Column({ type: 'text', nullable: true }) category: string | null;
  @Column() active: boolean;
}
