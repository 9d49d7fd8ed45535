import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('country')
export class Country {
  @PrimaryColumn() id: number;
  @Column() code: string;
  @Column() name: string;
}
