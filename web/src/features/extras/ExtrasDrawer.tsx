import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraType } from '../../api/generated';
import { useListPublicExtrasQuery } from '../../api/generated';
import { useAppSelector } from '../../app/hooks';
import { selectCart } from '../cart/cartSlice';
import { Drawer } from '../../ui/Drawer';
import { formatEuro } from '../cart/format';
import { useCart } from '../cart/useCart';
import { vendorText } from '../../app/vendorText';
import {
  activeType,
  changeCount,
  extrasOfType,
  selectionItems,
  selectionTotal,
  TABS_BEFORE_SCROLL,
  visibleTypes,
  type ExtraCounts,
} from './extrasSelection';
import './extras.css';

/** The left drawer (spec 2): search, category tabs, counters, total; confirm adds everything in one call. */
export function ExtrasDrawer() {
  const { t, i18n } = useTranslation();
  const { extrasContext } = useAppSelector(selectCart);
  const { busy, addExtras, closeCart, openCart } = useCart();
  const [search, setSearch] = useState('');
  const [chosenType, setChosenType] = useState<ExtraType | null>(null);
  const [counts, setCounts] = useState<ExtraCounts>({});
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const publicReference = extrasContext?.publicReference ?? '';
  const extras = useListPublicExtrasQuery(
    { publicReference, sectionId: extrasContext?.sectionId, page: 0, itemsPerPage: 0 },
    { skip: !publicReference },
  );
  const all = extras.data?.items ?? [];
  const types = visibleTypes(all, search);
  const type = activeType(chosenType, types);
  const shown = extrasOfType(all, type, search);
  const total = selectionTotal(all, counts);

  const confirm = async () => {
    if (busy) return;
    try {
      const added = await addExtras(publicReference, selectionItems(counts));
      if (added) {
        setCounts({});
        openCart();
      }
    } catch {
      // the api error middleware shows the toast; the selection stays for another try
    }
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); only the active tab is in the Tab order.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!type) return;
    const index = types.indexOf(type);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: types.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = types[((moves[event.key] ?? 0) + types.length) % types.length];
    if (!next) return;
    setChosenType(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Drawer
      side="left"
      title={t('extras.title')}
      closeLabel={t('extras.close')}
      onClose={closeCart}
      testId="extras-drawer"
      fallbackFocus={() => document.querySelector<HTMLElement>('[data-testid="cart-badge"]')}
      footer={
        <div className="extras-footer">
          <span>
            {t('extras.total')}: <strong data-testid="extras-total">{formatEuro(total)}</strong>
          </span>
          <button
            type="button"
            className="button button--primary"
            disabled={total === 0}
            aria-busy={busy}
            onClick={() => void confirm()}
          >
            {t('extras.confirm')}
          </button>
        </div>
      }
    >
      <label className="extras-search">
        <span>{t('extras.search')}</span>
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      {extras.isLoading && <p>{t('extras.loading')}</p>}
      {extras.isError && <p role="alert">{t('extras.failed')}</p>}
      {extras.isSuccess && types.length === 0 && <p>{t('extras.empty')}</p>}
      {types.length > 0 && (
        <div
          role="tablist"
          aria-label={t('extras.categories')}
          className={`extras-tabs${types.length > TABS_BEFORE_SCROLL ? ' extras-tabs--scroll' : ''}`}
        >
          {types.map((tabType) => (
            <button
              key={tabType}
              ref={(element) => {
                tabRefs.current[tabType] = element;
              }}
              type="button"
              role="tab"
              id={`extras-tab-${tabType}`}
              aria-selected={tabType === type}
              aria-controls="extras-panel"
              tabIndex={tabType === type ? 0 : -1}
              className="extras-tab"
              onClick={() => setChosenType(tabType)}
              onKeyDown={onTabKey}
            >
              {t(`extras.types.${tabType}`)}
            </button>
          ))}
        </div>
      )}
      {type && (
        <div id="extras-panel" role="tabpanel" aria-labelledby={`extras-tab-${type}`}>
          <ul className="extras-list">
            {shown.map((shownExtra) => {
              const count = counts[shownExtra.id] ?? 0;
              const extra = {
                ...shownExtra,
                name: vendorText(shownExtra.name, shownExtra.nameEn, i18n.language),
                description: vendorText(shownExtra.description, shownExtra.descriptionEn, i18n.language),
              };
              return (
                <li key={extra.id} className="extras-item" data-testid="extra-item">
                  <div className="extras-item__text">
                    <strong>{extra.name}</strong>
                    {extra.description && <span className="extras-item__description">{extra.description}</span>}
                    <span>{formatEuro(extra.price)}</span>
                  </div>
                  <div className="extras-counter" role="group" aria-label={t('extras.count', { name: extra.name })}>
                    <button
                      type="button"
                      className="extras-counter__button"
                      aria-label={t('extras.remove', { name: extra.name })}
                      disabled={count === 0}
                      onClick={() => setCounts((current) => changeCount(current, extra.id, -1))}
                    >
                      −
                    </button>
                    <output className="extras-counter__value" aria-live="polite">
                      {count}
                    </output>
                    <button
                      type="button"
                      className="extras-counter__button"
                      aria-label={t('extras.add', { name: extra.name })}
                      onClick={() => setCounts((current) => changeCount(current, extra.id, 1))}
                    >
                      +
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Drawer>
  );
}
