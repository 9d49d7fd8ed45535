import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { assertFound } from '../../common/errors/domain-error.js';
import { BeachChair } from '../inventory/entities/beach-chair.entity.js';
import { Image } from '../inventory/entities/image.entity.js';

/** The storefront's read of one chair; managing chairs is the inventory module's. */
@Injectable()
export class BeachChairLookupService {
  constructor(private readonly db: DataSource) {}

  /** One active chair and its images, in their order. */
  async get(id: number): Promise<{ chair: BeachChair; images: Image[] }> {
    const chair = assertFound(await this.db.getRepository(BeachChair).findOneBy({ id, active: true }), 'BeachChair', id);
    const images = await this.db.getRepository(Image).find({ where: { beachChairId: id }, order: { position: 'ASC', id: 'ASC' } });
    return { chair, images };
  }
}
