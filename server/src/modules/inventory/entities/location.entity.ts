import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { PostalAddress } from '../../../common/address.types.js';
import type { Language } from '../../../common/enums.js';
import type { GeoJsonPoint } from '../../../common/geo.types.js';
import { Timestamped } from '../../../common/timestamps.entity.js';
import { Vendor, type VendorConfiguration } from './vendor.entity.js';

/** A text per language, e.g. location.price_text. */
export type LocalizedText = Partial<Record<Language, string>>;

/** location.details: free-form facts about the location shown on its page. */
export interface LocationDetails {
  [key: string]: unknown;
}

/** location.attributes: amenities and flags (e.g. dogs allowed, toilets). */
export interface LocationAttributes {
  [key: string]: string | number | boolean | null;
}

/** One entry of location.opening_hours. */
export interface OpeningHours {
  /** ISO weekday, 1 = Monday ... 7 = Sunday. */
  weekday: number;
  /** HH:mm */
  opening: string;
  /** HH:mm */
  closing: string;
}

/** location.configuration: the vendor's configuration keys, overridden for this location. */
export type LocationConfiguration = VendorConfiguration;

@Entity('location')
export class Location extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() vendorId: number;
  @ManyToOne(() => Vendor, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'vendor_id' }) vendor?: Relation<Vendor>;
  @Column() name: string;
  @Column({ type: 'text', nullable: true }) entranceName: string | null;
  @Column({ type: 'jsonb' }) address: PostalAddress;
  @Column({ name: 'geom', type: 'geometry', spatialFeatureType: 'Point', srid: 4326, nullable: true })
  geoJson: GeoJsonPoint | null;
  @Column({ type: 'jsonb' }) details: LocationDetails;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'text', nullable: true }) descriptionEn: string | null;
  @Column({ type: 'jsonb' }) priceText: LocalizedText;
  /** DD-MM */
  @Column({ type: 'text', nullable: true }) seasonStart: string | null;
  /** DD-MM */
  @Column({ type: 'text', nullable: true }) seasonEnd: string | null;
  @Column({ type: 'integer', nullable: true }) leadTimeHours: number | null;
  /** yyyy-MM-dd */
  @Column({ type: 'date', nullable: true }) bookingStartdate: string | null;
  @Column({ type: 'jsonb' }) attributes: LocationAttributes;
  @Column({ type: 'jsonb' }) openingHours: OpeningHours[];
  @Column({ type: 'jsonb' }) configuration: LocationConfiguration;
  @Column({ type: 'text', nullable: true }) terms: string | null;
}
