import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { GeoJsonPolygon } from '../../../common/geo.types.js';
import { Timestamped } from '../../../common/timestamps.entity.js';
import { Country } from './country.entity.js';

@Entity('region')
export class Region extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() name: string;
  @Column() countryId: number;
  @ManyToOne(() => Country) @JoinColumn({ name: 'country_id' }) country?: Relation<Country>;
  @Column({ name: 'geom', type: 'geometry', spatialFeatureType: 'Polygon', srid: 4326, nullable: true })
  geoJson: GeoJsonPolygon | null;
  @Column() active: boolean;
}
