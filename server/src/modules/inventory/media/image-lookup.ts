import { DataSource, In } from 'typeorm';
import { Image } from '../entities/image.entity.js';

/** The images attached to each of `ids` (by section, location, chair or extra), in their order. */
export async function imagesByOwner(
  db: DataSource,
  owner: 'sectionId' | 'locationId' | 'beachChairId' | 'extraId',
  ids: number[],
): Promise<Map<number, Image[]>> {
  const byOwner = new Map<number, Image[]>();
  if (!ids.length) return byOwner;
  const images = await db.getRepository(Image).find({ where: { [owner]: In(ids) }, order: { position: 'ASC', id: 'ASC' } });
  for (const image of images) {
    const key = image[owner] as number;
    byOwner.set(key, [...(byOwner.get(key) ?? []), image]);
  }
  return byOwner;
}

/** The storage keys of every image attached to these owners (to remove the objects after a cascading delete). */
export async function imageKeysOf(
  db: DataSource,
  owner: 'section_id' | 'location_id' | 'beach_chair_id' | 'extra_id',
  ids: number[],
): Promise<string[]> {
  if (!ids.length) return [];
  const rows: { s3_key: string }[] = await db.query(`SELECT s3_key FROM image WHERE ${owner} = ANY($1::int[])`, [ids]);
  return rows.map((r) => r.s3_key);
}
