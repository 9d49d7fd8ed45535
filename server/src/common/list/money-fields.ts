import type { Type } from '@nestjs/common';

// @nestjs/swagger's metadata keys (DECORATORS.API_MODEL_PROPERTIES_ARRAY and API_MODEL_PROPERTIES).
const PROPERTIES = 'swagger/apiModelPropertiesArray';
const PROPERTY = 'swagger/apiModelProperties';
/** The OpenAPI descriptions mark euro amounts ("Euros", "Euros, VAT included", "amount × unitPrice, euros"). */
const EUROS = /\beuros?\b/i;

interface PropertyMetadata {
  description?: unknown;
  type?: unknown;
  isArray?: boolean;
}

const cache = new WeakMap<Type<unknown>, string[]>();

const isDto = (t: unknown): t is Type<unknown> =>
  typeof t === 'function' && t.prototype !== undefined && Reflect.getMetadata(PROPERTIES, t.prototype as object) !== undefined;

/**
 * The fields of a response DTO (nested DTOs as dotted paths, `commission.totalPrice`) whose @ApiProperty description says
 * they are euros: the CSV writes them with two decimals in the German dialect. Arrays are left out (one cell each).
 */
export function moneyFields(type: Type<unknown>): string[] {
  const known = cache.get(type);
  if (known) return known;
  const found: string[] = [];
  const visit = (dto: Type<unknown>, prefix: string, seen: Set<Type<unknown>>) => {
    const proto = dto.prototype as object;
    for (const key of (Reflect.getMetadata(PROPERTIES, proto) as string[] | undefined) ?? []) {
      const name = key.replace(/^:/, '');
      const meta = (Reflect.getMetadata(PROPERTY, proto, name) ?? {}) as PropertyMetadata;
      if (typeof meta.description === 'string' && EUROS.test(meta.description)) found.push(prefix + name);
      else if (!meta.isArray && isDto(meta.type) && !seen.has(meta.type))
        visit(meta.type, `${prefix}${name}.`, new Set([...seen, meta.type]));
    }
  };
  visit(type, '', new Set([type]));
  cache.set(type, found);
  return found;
}
