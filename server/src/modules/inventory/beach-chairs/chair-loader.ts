import { DataSource, In } from 'typeorm';
import { BeachChair } from '../entities/beach-chair.entity.js';
import { StopSale } from '../entities/stop-sale.entity.js';
import { imagesByOwner } from '../media/image-lookup.js';
import type { ChairView } from './beach-chair.dto.js';

/** Chairs with their lock, stop sales and images, in three queries whatever their number. */
export async function loadChairViews(db: DataSource, chairs: BeachChair[]): Promise<ChairView[]> {
  const ids = chairs.map((c) => c.id);
  const [stopSales, images] = await Promise.all([
    ids.length ? db.getRepository(StopSale).find({ where: { beachChairId: In(ids) } }) : Promise.resolve([]),
    imagesByOwner(db, 'beachChairId', ids),
  ]);
  return chairs.map((chair) => ({
    chair,
    stopSales: stopSales.filter((s) => s.beachChairId === chair.id),
    images: images.get(chair.id) ?? [],
  }));
}

export async function loadChairs(db: DataSource, ids: number[]): Promise<ChairView[]> {
  if (!ids.length) return [];
  const chairs = await db
    .getRepository(BeachChair)
    .createQueryBuilder('chair')
    .leftJoinAndSelect('chair.lock', 'lock')
    .where('chair.id IN (:...ids)', { ids })
    .getMany();
  const byId = new Map(chairs.map((c) => [c.id, c]));
  return loadChairViews(
    db,
    ids.map((id) => byId.get(id)).filter((c): c is BeachChair => !!c),
  );
}
