import { Column, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { GeoJsonPolygon } from '../../../common/geo.types.js';
import { Timestamped } from '../../../common/timestamps.entity.js';
import { BeachChair } from '../../inventory/entities/beach-chair.entity.js';
import { Section } from './section.entity.js';

@Entity('row')
export class Row extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() sectionId: number;
  @ManyToOne(() => Section, (section) => section.rows, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'section_id' })
  section?: Relation<Section>;
  @Column() name: string;
  @Column() position: number;
  @Column({ name: 'geom', type: 'geometry', spatialFeatureType: 'Polygon', srid: 4326, nullable: true })
  geoJson: GeoJsonPolygon | null;
  @OneToMany(() => BeachChair, (chair) => chair.row) beachChairs?: Relation<BeachChair>[];
}
