import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import type { StorageDriver } from '../server/src/infra/storage/storage-driver.js';

/** Pictures per seeded section (plus one per location): enough for the section view's carousel. */
export const IMAGES_PER_SECTION = 3;
const WIDTH = 960;
const HEIGHT = 600;

// Sky, sea and chair colours of the generated pictures; the variant follows from the owner and position.
const VARIANTS = [
  { sky: ['#8ec5ff', '#e6f4ff'], sea: ['#1f78b4', '#4aa3df'], stripes: '#1d4e89', sun: [780, 120] },
  { sky: ['#ffb88c', '#ffe7c7'], sea: ['#2a6f97', '#61a5c2'], stripes: '#c0392b', sun: [180, 150] },
  { sky: ['#a1c4fd', '#c2e9fb'], sea: ['#006d77', '#83c5be'], stripes: '#2a9d8f', sun: [640, 90] },
  { sky: ['#89f7fe', '#66a6ff'], sea: ['#03045e', '#0077b6'], stripes: '#f4a261', sun: [300, 110] },
  { sky: ['#fbc2eb', '#a6c1ee'], sea: ['#3d5a80', '#98c1d9'], stripes: '#e63946', sun: [820, 170] },
  { sky: ['#d4fc79', '#96e6a1'], sea: ['#1b4965', '#5fa8d3'], stripes: '#ffb703', sun: [500, 100] },
] as const;

/** A beach and sea gradient with a striped beach-chair silhouette, as SVG. */
function pictureSvg(v: (typeof VARIANTS)[number]): string {
  const stripes = Array.from(
    { length: 5 },
    (_, i) => `<rect x="${392 + i * 36}" y="250" width="18" height="120" fill="${v.stripes}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${v.sky[0]}"/><stop offset="1" stop-color="${v.sky[1]}"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${v.sea[0]}"/><stop offset="1" stop-color="${v.sea[1]}"/></linearGradient>
    <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3e1b6"/><stop offset="1" stop-color="#e2c48a"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${v.sun[0]}" cy="${v.sun[1]}" r="48" fill="#fff6b0" opacity="0.9"/>
  <rect y="250" width="${WIDTH}" height="140" fill="url(#sea)"/>
  <path d="M0 380 Q240 350 480 372 T${WIDTH} 366 V${HEIGHT} H0 Z" fill="url(#sand)"/>
  <g>
    <path d="M380 380 V260 Q380 210 480 205 Q580 210 580 260 V380 Z" fill="#fdfdfd" stroke="#5b4636" stroke-width="8"/>
    ${stripes}
    <rect x="368" y="380" width="224" height="110" rx="10" fill="#8b6b4a" stroke="#5b4636" stroke-width="8"/>
    <rect x="392" y="400" width="176" height="18" fill="#a98560"/>
  </g>
</svg>`;
}

/** The same name for the same picture on every run (and every database): a UUID-shaped hash, as image URLs require. */
export function seedImageKey(seed: string): string {
  const h = createHash('sha256').update(`strandkorb-seed-image:${seed}`).digest('hex');
  return `images/${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}.webp`;
}

interface Wanted {
  key: string;
  variant: number;
  sectionId: number | null;
  locationId: number | null;
  beachChairId: number | null;
  position: number;
}

/** Every fourth seeded chair has a picture of its own (the chair detail shows it; the others a drawing). */
const CHAIR_PICTURE_EVERY = 4;

/**
 * Generated pictures for the seeded sections, locations and every fourth chair, stored through the storage driver the uploads use and
 * recorded like uploads (re-encoded WebP). Idempotent: a picture whose row and file exist is neither rendered nor stored again.
 */
export async function seedImages(m: EntityManager, storage: StorageDriver, sectionIds: number[], locationIds: number[]): Promise<number> {
  const wanted: Wanted[] = [
    ...sectionIds.flatMap((id) =>
      Array.from({ length: IMAGES_PER_SECTION }, (_, position) => ({
        key: seedImageKey(`section:${id}:${position}`),
        variant: (id + position) % VARIANTS.length,
        sectionId: id,
        locationId: null,
        beachChairId: null,
        position,
      })),
    ),
    ...locationIds.map((id) => ({
      key: seedImageKey(`location:${id}:0`),
      variant: (id * 5) % VARIANTS.length,
      sectionId: null,
      locationId: id,
      beachChairId: null,
      position: 0,
    })),
    ...(
      await m.query<{ id: number }[]>(
        `SELECT id FROM beach_chair WHERE section_id = ANY($1) AND public_number ~ '^[0-9]+$' AND public_number::int % $2 = 1 ORDER BY id`,
        [sectionIds, CHAIR_PICTURE_EVERY],
      )
    ).map(({ id }) => ({
      key: seedImageKey(`beach_chair:${id}:0`),
      variant: (id * 7) % VARIANTS.length,
      sectionId: null,
      locationId: null,
      beachChairId: id,
      position: 0,
    })),
  ];
  const existing = new Set(
    (await m.query<{ s3_key: string }[]>(`SELECT s3_key FROM image WHERE s3_key = ANY($1)`, [wanted.map((w) => w.key)])).map(
      (r) => r.s3_key,
    ),
  );
  const rendered = new Map<number, { data: Buffer; width: number; height: number }>();
  const render = async (variant: number) => {
    let picture = rendered.get(variant);
    if (!picture) {
      const { data, info } = await sharp(Buffer.from(pictureSvg(VARIANTS[variant])))
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      picture = { data, width: info.width, height: info.height };
      rendered.set(variant, picture);
    }
    return picture;
  };
  // A row whose file is missing (the database kept from another checkout or data directory, the files not) answered 404 for
  // every seeded picture: its file is stored again.
  for (const w of wanted.filter((x) => existing.has(x.key))) {
    const stored = await storage.get(w.key);
    if (stored) stored.body.destroy();
    else await storage.put(w.key, (await render(w.variant)).data, 'image/webp');
  }
  let inserted = 0;
  for (const w of wanted.filter((x) => !existing.has(x.key))) {
    const picture = await render(w.variant);
    await storage.put(w.key, picture.data, 'image/webp');
    const rows: unknown[] = await m.query(
      `INSERT INTO image (vendor_id, s3_key, mime_type, width, height, size_bytes, section_id, location_id, beach_chair_id, position)
       SELECT l.vendor_id, $1, 'image/webp', $2, $3, $4, $5, $6, $8, $7
         FROM location l
        WHERE l.id = coalesce($6, (SELECT location_id FROM section WHERE id = $5),
                              (SELECT s.location_id FROM beach_chair c JOIN section s ON s.id = c.section_id WHERE c.id = $8))
       ON CONFLICT (s3_key) DO NOTHING RETURNING id`,
      [w.key, picture.width, picture.height, picture.data.length, w.sectionId, w.locationId, w.position, w.beachChairId],
    );
    inserted += rows.length;
  }
  return inserted;
}
