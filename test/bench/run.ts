import pg from 'pg';
import { createApp } from '../../server/src/app.factory.js';
import { loadConfig } from '../../server/src/config/app-config.js';
import { Figures, measure, printTable } from './measure.js';

/**
 * npm run bench: figures for the read routes against the demo database, each next to the same question asked as raw SQL
 * (the floor). Prints, never fails on time.
 */
async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', WEB_DIST_DIR: '' });
  const app = await createApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `${await app.getUrl()}/api/v1`.replace('[::1]', '127.0.0.1');
  const db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
  const get = async (path: string) => {
    const res = await fetch(base + path);
    if (!res.ok) throw new Error(`${res.status} ${path}`);
    await res.arrayBuffer();
  };
  const rows: Figures[] = [];
  try {
    for (const concurrency of [1, 10]) {
      rows.push(await measure('GET /health', () => get('/health'), { concurrency, requests: 2000 }));
      rows.push(await measure('GET /destinations/sections?itemsPerPage=0', () => get('/destinations/sections?itemsPerPage=0'), { concurrency, requests: 1000 }));
      rows.push(await measure('  raw SQL floor: sections with location', () =>
        db.query(`SELECT s.*, ST_AsGeoJSON(s.geom), l.*, v.public_reference FROM section s JOIN location l ON l.id = s.location_id JOIN vendor v ON v.id = l.vendor_id ORDER BY s.name`),
        { concurrency, requests: 1000 }));
      rows.push(await measure('GET /destinations/cities?filters=active', () => get('/destinations/cities?itemsPerPage=0&filters=%7B%22active%22%3Atrue%7D'), { concurrency, requests: 2000 }));
      rows.push(await measure('GET /destinations/search?q=strand', () => get('/destinations/search?q=strand'), { concurrency, requests: 1000 }));
      rows.push(await measure('GET /destinations/sections/{id} (rowData)', () => get('/destinations/sections/1'), { concurrency, requests: 1000 }));
    }
    console.log(`\nbench on ${process.platform}/${process.arch}, node ${process.version}, against ${new URL(config.DATABASE_URL).pathname.slice(1)}\n`);
    printTable(rows);
  } finally {
    await db.end();
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
