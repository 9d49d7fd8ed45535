import type pg from 'pg';

let counter = 0;
/** A name no other test uses, so tests can share the database without stepping on each other. */
export const unique = (prefix: string) => `${prefix} ${process.pid}-${Date.now().toString(36)}-${++counter}`;

export const square = (lng: number, lat: number, size = 0.01) => ({
  type: 'Polygon' as const,
  coordinates: [[[lng, lat], [lng + size, lat], [lng + size, lat + size], [lng, lat + size], [lng, lat]]],
});

const GEO = (p: string) => `ST_SetSRID(ST_GeomFromGeoJSON(${p}), 4326)`;

/** Rows made directly in the database, each with sensible defaults that a test overrides where it matters. */
export class Factories {
  constructor(private readonly db: pg.Pool) {}

  private async one<T = { id: number }>(sql: string, params: unknown[]): Promise<T> {
    const { rows } = await this.db.query(sql, params);
    return rows[0] as T;
  }

  newRegion(o: { name?: string; countryId?: number; active?: boolean } = {}) {
    return this.one(`INSERT INTO region (name, country_id, geom, active) VALUES ($1, $2, ${GEO('$3')}, $4) RETURNING id, name`, [
      o.name ?? unique('Region'), o.countryId ?? 1, JSON.stringify(square(10.7, 54.0, 0.5)), o.active ?? true,
    ]) as Promise<{ id: number; name: string }>;
  }

  async newCity(o: { regionId?: number; name?: string; active?: boolean } = {}) {
    const regionId = o.regionId ?? (await this.newRegion()).id;
    return this.one(`INSERT INTO city (name, region_id, geom, active) VALUES ($1, $2, ${GEO('$3')}, $4) RETURNING id, name, region_id AS "regionId"`, [
      o.name ?? unique('City'), regionId, JSON.stringify({ type: 'Point', coordinates: [10.75, 54.01] }), o.active ?? true,
    ]) as Promise<{ id: number; name: string; regionId: number }>;
  }

  async newBeach(o: { cityId?: number; name?: string; active?: boolean } = {}) {
    const cityId = o.cityId ?? (await this.newCity()).id;
    return this.one(`INSERT INTO beach (name, city_id, geom, active) VALUES ($1, $2, ${GEO('$3')}, $4) RETURNING id, name, city_id AS "cityId"`, [
      o.name ?? unique('Beach'), cityId, JSON.stringify(square(10.75, 54.0, 0.02)), o.active ?? true,
    ]) as Promise<{ id: number; name: string; cityId: number }>;
  }

  async newVendor(o: { companyName?: string } = {}) {
    const ref = `v-${process.pid}-${Date.now().toString(36)}-${++counter}`;
    return this.one(`INSERT INTO vendor (company_name, public_reference) VALUES ($1, $2) RETURNING id, public_reference AS "publicReference"`, [
      o.companyName ?? unique('Vendor'), ref,
    ]) as Promise<{ id: number; publicReference: string }>;
  }

  async newLocation(o: { vendorId?: number; name?: string } = {}) {
    const vendorId = o.vendorId ?? (await this.newVendor()).id;
    return this.one(`INSERT INTO location (vendor_id, name) VALUES ($1, $2) RETURNING id, vendor_id AS "vendorId"`, [
      vendorId, o.name ?? unique('Location'),
    ]) as Promise<{ id: number; vendorId: number }>;
  }

  /** A section with `chairs` chairs in one row. */
  async newSection(o: { beachId?: number; locationId?: number; name?: string; chairs?: number; onlineBooking?: boolean } = {}) {
    const beach = o.beachId ? { id: o.beachId } : await this.newBeach();
    const [{ city_id: cityId }] = (await this.db.query(`SELECT city_id FROM beach WHERE id = $1`, [beach.id])).rows;
    const locationId = o.locationId ?? (await this.newLocation()).id;
    const section = await this.one(
      `INSERT INTO section (name, beach_id, city_id, location_id, geom, online_booking) VALUES ($1, $2, $3, $4, ${GEO('$5')}, $6) RETURNING id, name`,
      [o.name ?? unique('Section'), beach.id, cityId, locationId, JSON.stringify(square(10.751, 54.001, 0.005)), o.onlineBooking ?? true],
    ) as { id: number; name: string };
    const chairIds: number[] = [];
    if (o.chairs) {
      const row = await this.one(`INSERT INTO "row" (section_id, name) VALUES ($1, 'Reihe 1') RETURNING id`, [section.id]);
      for (let i = 1; i <= o.chairs; i++) chairIds.push((await this.newBeachChair({ sectionId: section.id, rowId: row.id, publicNumber: String(i) })).id);
    }
    return { ...section, beachId: beach.id, cityId, locationId, chairIds };
  }

  newBeachChair(o: { sectionId: number; rowId?: number | null; publicNumber?: string; model?: string }) {
    return this.one(
      `INSERT INTO beach_chair (section_id, row_id, public_number, model, geom) VALUES ($1, $2, $3, $4, ${GEO('$5')}) RETURNING id`,
      [o.sectionId, o.rowId ?? null, o.publicNumber ?? String(++counter), o.model ?? '2_SEAT_RECLINER',
        JSON.stringify({ type: 'Point', coordinates: [10.752, 54.002] })],
    );
  }

  async newBooking(o: { vendorId: number; status?: string }) {
    return this.one(`INSERT INTO booking (booking_ref, vendor_id, status) VALUES ($1, $2, $3) RETURNING id`, [
      `T${process.pid}${Date.now().toString(36)}${++counter}`.toUpperCase(), o.vendorId, o.status ?? 'OPEN',
    ]);
  }
}
