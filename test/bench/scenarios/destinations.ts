import type pg from 'pg';
import type { BenchApp } from '../app.js';
import { Figures, measure } from '../measure.js';

/** The destination reads of the storefront's map and search, as before the scenarios were split. */
export async function destinationsScenario(app: BenchApp, db: pg.Pool): Promise<Figures[]> {
  const rows: Figures[] = [];
  const get = (path: string) => () => app.get(path);
  for (const concurrency of [1, 10]) {
    rows.push(await measure('GET /health', get('/health'), { concurrency, requests: 2000 }));
    rows.push(
      await measure('GET /destinations/sections?itemsPerPage=0', get('/destinations/sections?itemsPerPage=0'), {
        concurrency,
        requests: 1000,
      }),
    );
    rows.push(
      await measure(
        '  raw SQL floor: sections with location',
        () =>
          db.query(`SELECT s.*, ST_AsGeoJSON(s.geom), l.*, v.public_reference FROM section s JOIN location l ON l.id = s.location_id
                JOIN vendor v ON v.id = l.vendor_id ORDER BY s.name`),
        { concurrency, requests: 1000 },
      ),
    );
    rows.push(
      await measure(
        'GET /destinations/cities?filters=active',
        get('/destinations/cities?itemsPerPage=0&filters=%7B%22active%22%3Atrue%7D'),
        { concurrency, requests: 2000 },
      ),
    );
    rows.push(await measure('GET /destinations/search?q=strand', get('/destinations/search?q=strand'), { concurrency, requests: 1000 }));
    rows.push(await measure('GET /destinations/sections/{id} (rowData)', get('/destinations/sections/1'), { concurrency, requests: 1000 }));
  }
  return rows;
}
