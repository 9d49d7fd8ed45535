/** A postal address as kept in the jsonb `address` columns of vendor, location and customer. */
export interface PostalAddress {
  street?: string;
  houseNumber?: string;
  /** Second line: c/o, building, etc. */
  addition?: string | null;
  zip?: string;
  city?: string;
  /** ISO 3166-1 alpha-2, e.g. 'DE'. */
  country?: string;
}
