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
  /** The English name, shown in the English storefront when set (issue 30 item 9). */
  @Column({ type: 'text', nullable: true }) nameEn: string | null;
  @Column() position: number;
  @Column({ name: 'geom', type: 'geometry', spatialFeatureType: 'Polygon', srid: 4326, nullable: true })
  geoJson: GeoJsonPolygon | null;
  @OneToMany(() => BeachChair, (chair) => chair.row) beachChairs?: Relation<BeachChair>[];
}
