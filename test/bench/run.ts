import pg from 'pg';
import { loadConfig } from '../../server/src/config/app-config.js';
import { benchPoolSize, benchQueuePrefix, removeBenchQueueKeys, startBenchApp } from './app.js';
import { prepareBenchDatabase } from './bench-db.js';
import { Figures, printTable } from './measure.js';
import { availabilityScenario } from './scenarios/availability.js';
import { bookingsScenario } from './scenarios/bookings.js';
import { destinationsScenario } from './scenarios/destinations.js';
import { lighthouseScenario } from './scenarios/lighthouse.js';
import { officeTodayScenario } from './scenarios/office-today.js';
import { rushScenario } from './scenarios/rush.js';
import { webScenario } from './scenarios/web.js';

/**
 * npm run bench [-- destinations availability bookings web lighthouse]: figures for the read routes against their own database
 * (strandkorb_bench: the demo plus a 400-chair section with a season of bookings), each next to the same question asked
 * as raw SQL (the floor). Prints, never fails on time. `bookings` (scenarios/bookings.ts): adding a chair next to the
 * raw INSERT floor, and the no-double-booking race over two instances. BENCH_DATABASE_NAME names another database.
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
    if (runs('bookings')) rows.push('bookings: adding a chair, and the no-double-booking race', ...(await bookingsScenario(app, db, data)));
    if (runs('office-today')) rows.push('back office: Today (target 1 s)', ...(await officeTodayScenario(app, db, data)));
    if (runs('rush')) rows.push('season opening: a 2,000-chair beach, two instances (issue 15)', ...(await rushScenario(app, db, data)));
    if (runs('web')) rows.push('web: storefront in headless Chromium', ...(await webScenario(data)));
    if (runs('lighthouse'))
      rows.push('lighthouse: landing and section pages on a simulated phone (issue 17)', ...(await lighthouseScenario(data)));
    if (runs('office-calendar')) rows.push(...(await (await import('./scenarios/office-calendar.js')).officeCalendarScenario(data)));
    console.log(
      `\nbench on ${process.platform}/${process.arch}, node ${process.version}, against ${new URL(data.databaseUrl).pathname.slice(1)}, ` +
        `app connection pool ${benchPoolSize()} (BENCH_DATABASE_POOL_SIZE)\n`,
    );
    printTable(rows);
  } finally {
    await db.end();
    await app.close();
    // The apps are closed (no worker left): nothing of the bench stays in Redis, and nothing ever lands under the demo's prefix.
    const removed = await removeBenchQueueKeys(app.config.REDIS_URL).catch(
      (error: Error) => (log(`queue keys not removed: ${error.message}`), 0),
    );
    log(`removed ${removed} Redis keys under ${benchQueuePrefix()}:*`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
