import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ActorType, BookingStatus } from '../../common/enums.js';
import { BookingAction, TRANSITIONS } from './booking-state-machine.js';

const DOC = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../docs/bookings.md');
const HEADING = '## States and the transition table';
const HEADER = ['action', 'who', 'from', 'to', 'note'];

/** One allowed step: "ACTION by ACTOR: FROM → TO". Both tables become a sorted list of these, so any difference shows. */
const step = (action: string, actor: string, from: string, to: string) => `${action} by ${actor}: ${from} → ${to}`;

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

/** A comma-separated cell of enum values; anything else (a typo, prose) is an error naming the row. */
function values<T extends string>(cell: string, allowed: Record<string, T>, what: string, line: string): T[] {
  const list = cell.split(',').map((v) => v.trim());
  for (const v of list) {
    if (!Object.hasOwn(allowed, v) || allowed[v] !== v) throw new Error(`docs/bookings.md: "${v}" is no ${what} in: ${line}`);
  }
  return list as T[];
}

/** The steps of the table under HEADING in docs/bookings.md (the first table after it, header action | who | from | to | note). */
function documentedSteps(markdown: string): string[] {
  const lines = markdown.split('\n');
  const at = lines.findIndex((l) => l.trim() === HEADING);
  if (at < 0) throw new Error(`docs/bookings.md has no heading "${HEADING}"`);
  const start = lines.findIndex((l, i) => i > at && l.trim().startsWith('|'));
  if (start < 0) throw new Error('docs/bookings.md has no transition table');
  expect(cells(lines[start])).toEqual(HEADER);
  expect(cells(lines[start + 1]).every((c) => /^:?-+:?$/.test(c))).toBe(true);
  const steps: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith('|')) break;
    const row = cells(line);
    if (row.length !== HEADER.length) throw new Error(`docs/bookings.md: a row needs ${HEADER.length} cells: ${line}`);
    const [action] = values(row[0].replace(/^`|`$/g, ''), BookingAction, 'booking action', line);
    const actors = values(row[1], ActorType, 'actor', line);
    const from = values(row[2], BookingStatus, 'booking status', line);
    const [to, ...more] = values(row[3], BookingStatus, 'booking status', line);
    if (more.length) throw new Error(`docs/bookings.md: one target status per row: ${line}`);
    for (const actor of actors) for (const status of from) steps.push(step(action, actor, status, to));
  }
  return steps.sort();
}

/** The steps of TRANSITIONS in booking-state-machine.ts. */
function codeSteps(): string[] {
  return Object.entries(TRANSITIONS)
    .flatMap(([action, { from, to }]) =>
      Object.entries(from).flatMap(([actor, statuses]) => (statuses ?? []).map((status) => step(action, actor, status, to))),
    )
    .sort();
}

describe('the transition table in docs/bookings.md', () => {
  it('names exactly the transitions of TRANSITIONS: every action, actor, source status and target, both ways', () => {
    const documented = documentedSteps(readFileSync(DOC, 'utf8'));
    const code = codeSteps();
    // Each list is checked against the other, so the failure names what is missing where.
    expect({ missingInDocs: code.filter((s) => !documented.includes(s)) }).toEqual({ missingInDocs: [] });
    expect({ notInCode: documented.filter((s) => !code.includes(s)) }).toEqual({ notInCode: [] });
    expect(new Set(documented).size).toBe(documented.length); // no step written twice
  });

  it('has a row for every action', () => {
    const actions = new Set(documentedSteps(readFileSync(DOC, 'utf8')).map((s) => s.split(' ')[0]));
    expect([...actions].sort()).toEqual(Object.values(BookingAction).sort());
  });
});
