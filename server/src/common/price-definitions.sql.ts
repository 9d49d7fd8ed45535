/**
 * The price definitions of section `s` (an alias in the enclosing query) overlapping the days `from`..`to` (SQL
 * expressions, e.g. parameters) with their rates, as JSON text: PRICES_SQL's column, and the storefront's add reads it
 * with the chair's availability snapshot (one round trip less). In common/: both modules read it, and prices depends on
 * availability (its rules), so neither may import it from the other.
 */
export const priceDefinitionsOfSection = (from: string, to: string) => `
  (SELECT coalesce(json_agg(json_build_object('id', p.id, 'rowId', p.row_id, 'model', p.model, 'validFrom', p.valid_from,
                                              'validTo', p.valid_to, 'rates', r.rates)), '[]')
     FROM price p
     CROSS JOIN LATERAL (
       SELECT json_agg(json_build_object('type', x.type, 'priceCents', x.price_cents, 'discount', x.discount,
                                         'timeRange', x.time_range, 'minDays', x.min_days)) AS rates
         FROM price_rate x WHERE x.price_id = p.id) r
    WHERE p.section_id = s.id AND p.valid_from <= ${to}::date AND p.valid_to >= ${from}::date)::text`;
