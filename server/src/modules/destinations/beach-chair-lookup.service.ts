import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { assertFound } from '../../common/errors/domain-error.js';
import { BeachChair } from '../inventory/entities/beach-chair.entity.js';

/** The storefront's read of one chair; managing chairs is the inventory module's. */
@Injectable()
export class BeachChairLookupService {
  constructor(private readonly db: DataSource) {}

  async get(id: number): Promise<BeachChair> {
    return assertFound(await this.db.getRepository(BeachChair).findOneBy({ id, active: true }), 'BeachChair', id);
  }
}
