import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { BeachChairColor, BeachChairModel, TimeEnum } from '../../../common/enums.js';
import type { GeoJsonPoint } from '../../../common/geo.types.js';
import { Timestamped } from '../../../common/timestamps.entity.js';
import { Row } from '../../destinations/entities/row.entity.js';
import { Section } from '../../destinations/entities/section.entity.js';
import { LockDevice } from '../../locks/entities/lock-device.entity.js';

@Entity('beach_chair')
@Unique('beach_chair_section_id_public_number_key', ['sectionId', 'publicNumber'])
export class BeachChair extends Timestamped {
  @PrimaryGeneratedColumn() id: number;
  @Column() sectionId: number;
  @ManyToOne(() => Section, { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'section_id' }) section?: Relation<Section>;
  @Column({ type: 'integer', nullable: true }) rowId: number | null;
  @ManyToOne(() => Row, { onDelete: 'RESTRICT' }) @JoinColumn({ name: 'row_id' }) row?: Relation<Row> | null;
  @Column() publicNumber: string;
  @Column({ type: 'text' }) model: BeachChairModel;
  @Column({ type: 'text' }) timeEnum: TimeEnum;
  @Column() position: number;
  @Column({ type: 'integer', nullable: true }) lockId: number | null;
  @OneToOne(() => LockDevice, { onDelete: 'SET NULL' }) @JoinColumn({ name: 'lock_id' }) lock?: Relation<LockDevice> | null;
  @Column() seasonBeachChair: boolean;
  @Column({ type: 'text' }) color: BeachChairColor;
  @Column({ name: 'geom', type: 'geometry', spatialFeatureType: 'Point', srid: 4326, nullable: true })
  geoJson: GeoJsonPoint | null;
  @Column({ type: 'text', nullable: true }) description: string | null;
  /** Held back by the vendor: not bookable online. */
  @Column() reserved: boolean;
  @Column() active: boolean;
}
