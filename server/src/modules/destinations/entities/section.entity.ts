import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { GeoJsonPolygon } from '../../../common/geo.types.js';
import { Timestamped } from '../../../common/timestamps.entity.js';
import { Location } from '../../inventory/entities/location.entity.js';
import { Beach } from './beach.entity.js';
import { Row } from './row.entity.js';

@Entity('section')
export class Section extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() name: string;
  @Column() beachId: number;
  @ManyToOne(() => Beach) @JoinColumn({ name: 'beach_id' }) beach?: Relation<Beach>;
  /** Always the beach's city; kept on the row for the storefront's filters. */
  @Column() cityId: number;
  @Column() locationId: number;
  @ManyToOne(() => Location) @JoinColumn({ name: 'location_id' }) location?: Relation<Location>;
  @Column() hasSubsections: boolean;
  @Column() onlineBooking: boolean;
  @Column({ name: 'geom', type: 'geometry', spatialFeatureType: 'Polygon', srid: 4326, nullable: true })
  geoJson: GeoJsonPolygon | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ type: 'text', nullable: true }) descriptionEn: string | null;
  @Column({ type: 'text', nullable: true }) beachPlan: string | null;
  @OneToMany(() => Row, (row) => row.section) rows?: Relation<Row>[];
}
