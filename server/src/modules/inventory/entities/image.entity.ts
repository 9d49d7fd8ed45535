import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Section } from '../../destinations/entities/section.entity.js';
import { BeachChair } from './beach-chair.entity.js';
import { Extra } from './extra.entity.js';
import { Location } from './location.entity.js';
import { Vendor } from './vendor.entity.js';

/** An image kept in S3, shown for a section, a location, a chair or an extra (ordered by position). */
@Entity('image')
export class Image {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer', nullable: true }) vendorId: number | null;
  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Relation<Vendor> | null;
  @Column({ unique: true }) s3Key: string;
  @Column() mimeType: string;
  @Column() width: number;
  @Column() height: number;
  @Column() sizeBytes: number;
  @Column({ type: 'integer', nullable: true }) sectionId: number | null;
  @ManyToOne(() => Section, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'section_id' })
  section?: Relation<Section> | null;
  @Column({ type: 'integer', nullable: true }) locationId: number | null;
  @ManyToOne(() => Location, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id' })
  location?: Relation<Location> | null;
  @Column({ type: 'integer', nullable: true }) beachChairId: number | null;
  @ManyToOne(() => BeachChair, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'beach_chair_id' })
  beachChair?: Relation<BeachChair> | null;
  @Column({ type: 'integer', nullable: true }) extraId: number | null;
  @ManyToOne(() => Extra, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'extra_id' })
  extra?: Relation<Extra> | null;
  @Column() position: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
