import pg from 'pg';
import { loadConfig } from '../../server/src/config/app-config.js';
import { startBenchApp } from './app.js';
import { prepareBenchDatabase } from './bench-db.js';
import { Figures, printTable } from './measure.js';
import { availabilityScenario } from './scenarios/availability.js';
import { destinationsScenario } from './scenarios/destinations.js';

/**
 * npm run bench [-- destinations availability]: figures for the read routes against their own database
 * (strandkorb_bench: the demo plus a 400-chair section with a season of bookings), each next to the same question asked
 * as raw SQL (the floor). Prints, never fails on time.
 */
async function main() {
  const wanted = new Set(process.argv.slice(2));
  const runs = (name: string) => wanted.size === 0 || wanted.has(name);
  const log = (msg: string) => console.log(`[bench] ${msg}`);
  const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }).DATABASE_URL;
  const data = await prepareBenchDatabase(base, log);
  const app = await startBenchApp(data.databaseUrl);
  const db = new pg.Pool({ connectionString: data.databaseUrl, max: 16 });
  const rows: (Figures | string)[] = [];
  try {
    if (runs('destinations')) rows.push('destinations', ...(await destinationsScenario(app, db)));
    if (runs('availability')) rows.push('availability and prices', ...(await availabilityScenario(app, db, data)));
    console.log(`\nbench on ${process.platform}/${process.arch}, node ${process.version}, against ${new URL(data.databaseUrl).pathname.slice(1)}\n`);
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
