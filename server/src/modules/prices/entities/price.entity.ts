import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { BeachChairModel } from '../../../common/enums.js';
import { Timestamped } from '../../../common/timestamps.entity.js';
import { Row } from '../../destinations/entities/row.entity.js';
import { Section } from '../../destinations/entities/section.entity.js';
import { Vendor } from '../../inventory/entities/vendor.entity.js';
import { PriceRate } from './price-rate.entity.js';

/** The rates of a section (or one of its rows), for one chair model or all of them, valid from..to inclusive. */
@Entity('price')
export class Price extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() vendorId: number;
  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Relation<Vendor>;
  @Column() sectionId: number;
  @ManyToOne(() => Section, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'section_id' }) section?: Relation<Section>;
  @Column({ type: 'integer', nullable: true }) rowId: number | null;
  @ManyToOne(() => Row, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'row_id' }) row?: Relation<Row> | null;
  /** null: every chair model of the section or row. */
  @Column({ type: 'text', nullable: true }) model: BeachChairModel | null;
  /** yyyy-MM-dd */
  @Column({ type: 'date' }) validFrom: string;
  /** yyyy-MM-dd */
  @Column({ type: 'date' }) validTo: string;
  @OneToMany(() => PriceRate, (rate) => rate.price) rates?: Relation<PriceRate>[];
}
