import { useTranslation } from 'react-i18next';
import type { BeachChairModel } from '../../api/generated';
import { modelCode } from '../cart/modelCodes';
import { slotKey } from '../cart/slot';
import { formatEuro } from '../cart/format';
import { dropoffDay, pickupDay, type ChairFacts } from './chairFacts';

/** A table per chair (spec 2): section, row, model, pickup date, drop-off date, slot with its hours, price, public number. */
export function ChairTables({ facts }: { facts: ChairFacts[] }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="result-chairs">
      {facts.map((fact) => (
        <table key={fact.id} className="result-table" data-testid="result-chair">
          <caption>{t('result.chairsCaption', { number: fact.publicNumber })}</caption>
          <tbody>
            <tr>
              <th scope="row">{t('result.section')}</th>
              <td>{fact.sectionName ?? '–'}</td>
            </tr>
            <tr>
              <th scope="row">{t('result.row')}</th>
              <td>{fact.rowName ?? '–'}</td>
            </tr>
            <tr>
              <th scope="row">{t('result.model')}</th>
              <td>{modelCode(fact.model as BeachChairModel)}</td>
            </tr>
            <tr>
              <th scope="row">{t('result.pickup')}</th>
              <td>{pickupDay(fact.start)}</td>
            </tr>
            <tr>
              <th scope="row">{t('result.dropoff')}</th>
              <td>{dropoffDay(fact.end)}</td>
            </tr>
            <tr>
              <th scope="row">{t('cart.slot', { ns: 'common' })}</th>
              <td data-testid="result-chair-slot">
                {t(`cart.slots.${slotKey(fact)}`, { ns: 'common' })}
                {fact.hours ? ` ${fact.hours}` : ''}
              </td>
            </tr>
            <tr>
              <th scope="row">{t('cart.price', { ns: 'common' })}</th>
              <td data-testid="result-chair-price">{formatEuro(fact.price)}</td>
            </tr>
            <tr>
              <th scope="row">{t('result.chairNumber')}</th>
              <td>{fact.publicNumber}</td>
            </tr>
          </tbody>
        </table>
      ))}
    </div>
  );
}
