import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertInScope } from '../../common/auth/vendor-scope.js';
import { assertFound } from '../../common/errors/domain-error.js';

/** The back-office objects whose owning vendor can be looked up by id. */
export type OwnedKind = 'Vendor' | 'Location' | 'Section' | 'Row' | 'BeachChair' | 'LockDevice' | 'Extra' | 'Price' | 'Image' | 'File';

/** How each kind finds its vendor: one query, the vendor id as `vendor_id`. */
const OWNER_SQL: Record<OwnedKind, string> = {
  Vendor: `SELECT id AS vendor_id FROM vendor WHERE id = $1`,
  Location: `SELECT vendor_id FROM location WHERE id = $1`,
  Section: `SELECT l.vendor_id FROM section s JOIN location l ON l.id = s.location_id WHERE s.id = $1`,
  Row: `SELECT l.vendor_id FROM "row" r JOIN section s ON s.id = r.section_id JOIN location l ON l.id = s.location_id WHERE r.id = $1`,
  BeachChair: `SELECT l.vendor_id FROM beach_chair c JOIN section s ON s.id = c.section_id JOIN location l ON l.id = s.location_id
               WHERE c.id = $1`,
  LockDevice: `SELECT vendor_id FROM lock_device WHERE id = $1`,
  Extra: `SELECT vendor_id FROM extra WHERE id = $1`,
  Price: `SELECT vendor_id FROM price WHERE id = $1`,
  Image: `SELECT vendor_id FROM image WHERE id = $1`,
  File: `SELECT vendor_id FROM file WHERE id = $1`,
};

/**
 * Vendor scoping for objects reached by id: the object's vendor must be the caller's (vendor-scope.ts), otherwise the
 * answer is the same 404 as for a missing object.
 */
@Injectable()
export class OwnershipService {
  constructor(private readonly db: DataSource) {}

  /** The owning vendor's id (null for platform-owned files and images); 404 when missing or out of scope. */
  async assertOwned(user: AuthUser, kind: OwnedKind, id: number, manager?: EntityManager): Promise<number | null> {
    const rows: { vendor_id: number | null }[] = await (manager ?? this.db).query(OWNER_SQL[kind], [id]);
    const row = assertFound(rows[0], kind, id);
    assertInScope(user, row.vendor_id, kind, id);
    return row.vendor_id;
  }
}
