import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertInScope, assertVendorContext } from '../../common/auth/vendor-scope.js';
import { assertFound } from '../../common/errors/domain-error.js';

/** The back-office objects whose owning vendor can be looked up by id. */
export type OwnedKind = 'Vendor' | 'Location' | 'Section' | 'Row' | 'BeachChair' | 'LockDevice' | 'Extra' | 'Price' | 'Image' | 'File';

/** The location of a chair (by its id column), of a section (by its id column). */
const CHAIR_LOCATION = (chairId: string) =>
  `(SELECT s.location_id FROM beach_chair c JOIN section s ON s.id = c.section_id WHERE c.id = ${chairId})`;
const SECTION_LOCATION = (sectionId: string) => `(SELECT s.location_id FROM section s WHERE s.id = ${sectionId})`;

/**
 * How each kind finds its vendor and where it stands: one query, `vendor_id` and `location_id` (NULL for an object of
 * the whole vendor: the vendor itself, a file, an extra for every location, an image of the vendor, a lock fitted to
 * no chair).
 */
const OWNER_SQL: Record<OwnedKind, string> = {
  Vendor: `SELECT id AS vendor_id, NULL::int AS location_id FROM vendor WHERE id = $1`,
  Location: `SELECT vendor_id, id AS location_id FROM location WHERE id = $1`,
  Section: `SELECT l.vendor_id, s.location_id FROM section s JOIN location l ON l.id = s.location_id WHERE s.id = $1`,
  Row: `SELECT l.vendor_id, s.location_id FROM "row" r JOIN section s ON s.id = r.section_id JOIN location l ON l.id = s.location_id
         WHERE r.id = $1`,
  BeachChair: `SELECT l.vendor_id, s.location_id FROM beach_chair c JOIN section s ON s.id = c.section_id JOIN location l ON l.id = s.location_id
               WHERE c.id = $1`,
  LockDevice: `SELECT k.vendor_id, (SELECT s.location_id FROM beach_chair c JOIN section s ON s.id = c.section_id WHERE c.lock_id = k.id)
                 AS location_id FROM lock_device k WHERE k.id = $1`,
  Extra: `SELECT vendor_id, location_id FROM extra WHERE id = $1`,
  Price: `SELECT p.vendor_id, ${SECTION_LOCATION('p.section_id')} AS location_id FROM price p WHERE p.id = $1`,
  Image: `SELECT i.vendor_id, coalesce(i.location_id, ${SECTION_LOCATION('i.section_id')}, ${CHAIR_LOCATION('i.beach_chair_id')},
                   (SELECT e.location_id FROM extra e WHERE e.id = i.extra_id)) AS location_id
            FROM image i WHERE i.id = $1`,
  File: `SELECT vendor_id, NULL::int AS location_id FROM file WHERE id = $1`,
};

/**
 * Vendor scoping for objects reached by id: the object's vendor must be the caller's (vendor-scope.ts), and in a
 * location context the object must stand at that location or belong to the whole vendor; otherwise the answer is the
 * same 404 as for a missing object.
 */
@Injectable()
export class OwnershipService {
  constructor(private readonly db: DataSource) {}

  /** The owning vendor's id (null for platform-owned files and images); 404 when missing or out of scope. */
  async assertOwned(user: AuthUser, kind: OwnedKind, id: number, manager?: EntityManager): Promise<number | null> {
    return (await this.owner(user, kind, id, manager)).vendor_id;
  }

  /**
   * assertOwned for a change: in a location context, an object of the whole vendor (location NULL) is visible but
   * only the vendor context changes it (403 FORBIDDEN).
   */
  async assertWritable(user: AuthUser, kind: OwnedKind, id: number, manager?: EntityManager): Promise<number | null> {
    const row = await this.owner(user, kind, id, manager);
    if (row.location_id === null) assertVendorContext(user, `Changing ${kind} ${id} (it belongs to the whole vendor)`);
    return row.vendor_id;
  }

  private async owner(
    user: AuthUser,
    kind: OwnedKind,
    id: number,
    manager?: EntityManager,
  ): Promise<{ vendor_id: number | null; location_id: number | null }> {
    const rows: { vendor_id: number | null; location_id: number | null }[] = await (manager ?? this.db).query(OWNER_SQL[kind], [id]);
    const row = assertFound(rows[0], kind, id);
    assertInScope(user, row.vendor_id, kind, id, row.location_id);
    return row;
  }
}
