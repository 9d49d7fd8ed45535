import { useEffect, useState } from 'react';
import { officeApi, type CalculatePriceApiArg } from '../api/officeApi';
import type { PricedLine } from './counterLogic';

/** The office asks prices as the back office (isPublic false) with its own client version. */
const OFFICE_APP_VERSION = 'office-1';

interface SaleChair {
  id: number;
  publicNumber: string;
  rowId?: number | null;
  model?: CalculatePriceApiArg['model'];
}

interface SaleExtra {
  id: number;
  name: string;
  price: number;
  vatRate: number;
}

/**
 * The sale's lines before the money is taken: each chair priced for the days as the back office prices it (the sale
 * itself is priced by the server), each extra by its price; which chair lines still wait for their price or failed.
 */
export function useSaleLines(o: {
  sectionId: number | null;
  start: string;
  end: string;
  chairs: readonly SaleChair[];
  extras: readonly SaleExtra[];
  amounts: Record<number, number>;
  chairLabel: string;
}): { lines: PricedLine[]; pendingLines: Set<string>; pricesKnown: boolean; priceFailed: boolean } {
  const { sectionId, start, end, chairs, extras, amounts } = o;
  const [calculate] = officeApi.endpoints.calculatePrice.useLazyQuery();
  const [chairPrices, setChairPrices] = useState<Record<string, number | 'failed'>>({});
  const priceKey = (chair: { id: number }) => `${chair.id}:${start}:${end}`;
  const chairsToPrice = chairs.filter((c) => chairPrices[priceKey(c)] === undefined);
  const pricingKey = chairsToPrice.map(priceKey).join(',');
  useEffect(() => {
    if (!sectionId || !chairsToPrice.length) return;
    for (const chair of chairsToPrice) {
      const key = priceKey(chair);
      calculate(
        {
          start,
          end,
          sectionId,
          rowId: chair.rowId ?? undefined,
          model: chair.model,
          isPublic: false,
          appVersion: OFFICE_APP_VERSION,
        },
        true,
      )
        .unwrap()
        .then(
          (answer) => setChairPrices((p) => ({ ...p, [key]: Math.round(answer.price * 100) })),
          () => setChairPrices((p) => ({ ...p, [key]: 'failed' })),
        );
    }
    // pricingKey names the chairs and days still unpriced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pricingKey, sectionId]);

  const lines: PricedLine[] = [
    ...chairs.map((chair) => {
      const price = chairPrices[priceKey(chair)];
      return {
        key: `chair-${chair.id}`,
        label: `${o.chairLabel} ${chair.publicNumber}`,
        cents: typeof price === 'number' ? price : 0,
        vatRate: 19,
      };
    }),
    ...extras
      .filter((extra) => (amounts[extra.id] ?? 0) > 0)
      .map((extra) => ({
        key: `extra-${extra.id}`,
        label: `${amounts[extra.id]} × ${extra.name}`,
        cents: Math.round(extra.price * 100) * (amounts[extra.id] ?? 0),
        vatRate: extra.vatRate,
      })),
  ];
  return {
    lines,
    pendingLines: new Set(
      chairs.filter((c) => typeof chairPrices[priceKey(c)] !== 'number').map((c) => `chair-${c.id}`),
    ),
    pricesKnown: chairs.every((c) => typeof chairPrices[priceKey(c)] === 'number'),
    priceFailed: chairs.some((c) => chairPrices[priceKey(c)] === 'failed'),
  };
}
