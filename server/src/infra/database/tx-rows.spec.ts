import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import { txSql } from './tx-rows.js';

/** A transaction's manager that records when each statement starts and ends. */
function manager(fail?: string) {
  const log: string[] = [];
  let running = 0;
  const m = {
    query: async (text: string) => {
      running++;
      log.push(`start ${text}${running > 1 ? ' (overlapping)' : ''}`);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      log.push(`end ${text}`);
      if (text === fail) throw new Error(`${text} failed`);
      return [{ text }];
    },
  } as unknown as EntityManager;
  return { m, log };
}

describe('txSql: reads inside a transaction, on its one connection', () => {
  it('sends reads started together one after the other, each answering its own rows', async () => {
    const { m, log } = manager();
    const q = txSql(m);
    const rows = await Promise.all(['a', 'b', 'c'].map((t) => q.rows(undefined, t, [])));
    expect(rows).toEqual([[{ text: 'a' }], [{ text: 'b' }], [{ text: 'c' }]]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('sends nothing more after a read failed (the transaction is rolling back)', async () => {
    const { m, log } = manager('a');
    const q = txSql(m);
    const results = await Promise.allSettled(['a', 'b', 'c'].map((t) => q.rows(undefined, t, [])));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(log).toEqual(['start a', 'end a']);
  });
});
