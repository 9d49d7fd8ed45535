import pg from 'pg';

// A database of a test file's own, copied from the run's migrated and seeded template (test/setup/global-setup.js): for
// a file that asserts on whole tables as the seed left them, which the worker's shared database is not once other files
// of the worker have written to it.

export const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Drops and recreates `<worker database>_<suffix>` as a copy of the template (an empty database when the run has none:
 * the caller migrates and seeds it) and answers its URL.
 */
export async function cloneTemplate(suffix: string): Promise<string> {
  const testUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/strandkorb_test';
  const name = `${decodeURIComponent(new URL(testUrl).pathname.slice(1)) || 'strandkorb_test'}_${suffix}`;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  const admin = new pg.Client({ connectionString: withDatabase(testUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}" STRATEGY FILE_COPY` : ''}`);
  } finally {
    await admin.end();
  }
  return withDatabase(testUrl, name);
}
