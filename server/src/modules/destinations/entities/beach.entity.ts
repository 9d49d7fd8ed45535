import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { GeoJsonPolygon } from '../../../common/geo.types.js';
import { Timestamped } from '../../../common/timestamps.entity.js';
import { City } from './city.entity.js';

@Entity('beach')
export class Beach extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() name: string;
  @Column() cityId: number;
  @ManyToOne(() => City) @JoinColumn({ name: 'city_id' }) city?: Relation<City>;
  @Column({ name: 'geom', type: 'geometry', spatialFeatureType: 'Polygon', srid: 4326, nullable: true })
  geoJson: GeoJsonPolygon | null;
  @Column() active: boolean;
}
