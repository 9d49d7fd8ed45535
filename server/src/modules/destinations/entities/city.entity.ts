import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { GeoJsonPoint } from '../../../common/geo.types.js';
import { Timestamped } from '../../../common/timestamps.entity.js';
import { Region } from './region.entity.js';

@Entity('city')
export class City extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() name: string;
  @Column() regionId: number;
  @ManyToOne(() => Region) @JoinColumn({ name: 'region_id' }) region?: Relation<Region>;
  @Column({ name: 'geom', type: 'geometry', spatialFeatureType: 'Point', srid: 4326, nullable: true })
  geoJson: GeoJsonPoint | null;
  @Column() active: boolean;
}
