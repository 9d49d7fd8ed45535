import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateApiKeyMutation,
  useListApiKeysQuery,
  useRevokeApiKeyMutation,
  type CreatedApiKeyDto,
} from '../api/officeApi';
import { useFeedback } from '../bookings/useFeedback';
import { ListTable } from '../ui/ListTable';
import { QueryState } from '../ui/QueryState';
import { useErrorText } from '../ui/errorText';
import { lastSeenText } from './locksLogic';

/**
 * The vendor's LOCK_DEVICE keys (/features/users/api-keys; the server limits an OWNER to its vendor's): listed without
 * secrets, created (the key is shown this once, held in this component's state only, never stored), revoked.
 */
export function LockKeys() {
  const { t, i18n } = useTranslation('locks');
  const errorText = useErrorText();
  const keys = useListApiKeysQuery({
    itemsPerPage: 0,
    orderBy: 'createdAt',
    filters: '{"kind":"LOCK_DEVICE","revoked":false}',
  });
  const [create, creating] = useCreateApiKeyMutation();
  const [revoke] = useRevokeApiKeyMutation();
  const feedback = useFeedback();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const items = keys.data?.items ?? [];
  const when = (iso: string | null) => lastSeenText(iso, i18n.language) ?? t('keys.never');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setCreateError(null);
    if (!name.trim()) {
      setNameError(t('keys.nameRequired'));
      return;
    }
    setNameError(null);
    const answer = await create({ createApiKeyDto: { name: name.trim(), kind: 'LOCK_DEVICE' } });
    if (answer.error !== undefined) {
      setCreateError(errorText(answer.error));
      return;
    }
    setCreated(answer.data);
    setCopied(null);
    setName('');
  };

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };

  const onRevoke = (id: number, keyName: string) => {
    if (!window.confirm(t('keys.confirmRevoke', { name: keyName }))) return;
    void feedback.run(() => revoke({ id }), t('keys.revoked', { name: keyName }));
  };

  return (
    <section className="office-card locks-keys" aria-labelledby="locks-keys-title">
      <h2 id="locks-keys-title">{t('keys.title')}</h2>
      <p className="office-muted">{t('keys.intro')}</p>

      {created && (
        <div className="locks-created" role="region" aria-label={t('keys.createdTitle', { name: created.name })}>
          <h3>{t('keys.createdTitle', { name: created.name })}</h3>
          <p className="locks-created__warning" role="alert">
            {t('keys.createdWarning')}
          </p>
          <label className="office-field">
            <span>{t('keys.keyLabel')}</span>
            <input
              type="text"
              readOnly
              value={created.key}
              onFocus={(e) => e.target.select()}
              className="locks-created__key"
            />
          </label>
          <div className="locks-actions">
            <button
              type="button"
              className="office-button office-button--primary"
              onClick={() => void copy(created.key)}
            >
              {t('keys.copy')}
            </button>
            <button type="button" className="office-button" onClick={() => setCreated(null)}>
              {t('keys.dismiss')}
            </button>
          </div>
          <p role="status" className="office-muted">
            {copied === 'ok' ? t('keys.copied') : copied === 'failed' ? t('keys.copyFailed') : ''}
          </p>
        </div>
      )}

      <form className="locks-keys__form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="office-field">
          <span>{t('keys.newName')}</span>
          <input
            type="text"
            value={name}
            maxLength={100}
            placeholder={t('keys.namePlaceholder')}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'locks-key-name-error' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {nameError && (
            <span id="locks-key-name-error" className="office-field__error">
              {nameError}
            </span>
          )}
        </label>
        <button type="submit" className="office-button office-button--primary" disabled={creating.isLoading}>
          {creating.isLoading ? t('keys.creating') : t('keys.create')}
        </button>
      </form>
      {createError && (
        <p className="office-alert" role="alert">
          {createError}
        </p>
      )}
      {feedback.view}

      <QueryState query={keys} isEmpty={items.length === 0} emptyText={t('keys.empty')}>
        <ListTable
          className="locks-table"
          scrollClassName="locks__scroll"
          label={t('keys.tableLabel')}
          columns={[t('keys.name'), t('keys.prefix'), t('keys.createdAt'), t('keys.lastUsedAt'), t('keys.actions')]}
        >
          {items.map((key) => (
            <tr key={key.id} data-testid="key-row">
              <td>{key.name}</td>
              <td>
                <code>sk_{key.keyPrefix}_…</code>
              </td>
              <td>{when(key.createdAt)}</td>
              <td>{when(key.lastUsedAt)}</td>
              <td>
                <button
                  type="button"
                  className="office-button office-button--danger"
                  aria-label={t('keys.revokeFor', { name: key.name })}
                  onClick={() => onRevoke(key.id, key.name)}
                >
                  {t('keys.revoke')}
                </button>
              </td>
            </tr>
          ))}
        </ListTable>
      </QueryState>
    </section>
  );
}
