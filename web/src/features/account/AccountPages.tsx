import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  useConfirmMutation,
  useConfirmPasswordResetMutation,
  useRequestPasswordResetMutation,
} from '../../api/generated';
import { paths } from '../../app/paths';
import './account.css';

/** The domain error code of a failed call, for a translated message (error namespace). */
function errorTypeOf(error: unknown): string {
  const data = (error as { data?: { errorType?: string } } | undefined)?.data;
  return data?.errorType ?? 'UNKNOWN';
}

/** /account/confirm?token=…: the link of the confirmation mail confirms the address on arrival. */
export function ConfirmEmailPage() {
  const { t } = useTranslation(['common', 'error']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, result] = useConfirmMutation();
  useEffect(() => {
    if (token) void confirm({ confirmDto: { token } });
  }, [token, confirm]);

  return (
    <section className="account-page" aria-labelledby="account-title" aria-live="polite">
      <h1 id="account-title">{t('account.confirmTitle')}</h1>
      {!token && <p role="alert">{t('error:TOKEN_INVALID')}</p>}
      {result.isLoading && <p>{t('account.working')}</p>}
      {result.isSuccess && <p data-testid="account-success">{t('account.confirmed', { email: result.data.email })}</p>}
      {result.isError && (
        <p role="alert">{t(`error:${errorTypeOf(result.error)}`, { defaultValue: t('error:UNKNOWN') })}</p>
      )}
      <Link to={paths.home} className="button button--primary">
        {t('errorPage.backToStart')}
      </Link>
    </section>
  );
}

/** /account/password?token=…: choose a new password with the token of the reset mail. */
export function SetPasswordPage() {
  const { t } = useTranslation(['common', 'error']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [setNewPassword, result] = useConfirmPasswordResetMutation();
  const mismatch = repeat.length > 0 && password !== repeat;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mismatch && password) void setNewPassword({ passwordConfirmDto: { token, password } });
  };

  if (result.isSuccess) {
    return (
      <section className="account-page" aria-labelledby="account-title" aria-live="polite">
        <h1 id="account-title">{t('account.passwordTitle')}</h1>
        <p data-testid="account-success">{t('account.passwordChanged')}</p>
        <Link to={paths.home} className="button button--primary">
          {t('errorPage.backToStart')}
        </Link>
      </section>
    );
  }
  return (
    <section className="account-page" aria-labelledby="account-title">
      <h1 id="account-title">{t('account.passwordTitle')}</h1>
      <form onSubmit={submit} className="account-form">
        <label>
          {t('account.newPassword')}
          <input
            type="password"
            autoComplete="new-password"
            required
            minLength={10}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <label>
          {t('account.repeatPassword')}
          <input
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            aria-invalid={mismatch}
          />
        </label>
        <p className="account-form__hint">{t('account.passwordRules')}</p>
        {mismatch && <p role="alert">{t('account.mismatch')}</p>}
        {result.isError && (
          <p role="alert">{t(`error:${errorTypeOf(result.error)}`, { defaultValue: t('error:UNKNOWN') })}</p>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={!token || !password || mismatch || result.isLoading}
        >
          {t('account.save')}
        </button>
      </form>
    </section>
  );
}

/** /account/password-reset: ask for a reset mail (the answer is the same whether or not the address has an account). */
export function RequestPasswordResetPage() {
  const { t } = useTranslation(['common', 'error']);
  const [email, setEmail] = useState('');
  const [requestReset, result] = useRequestPasswordResetMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email) void requestReset({ emailDto: { email } });
  };
  return (
    <section className="account-page" aria-labelledby="account-title" aria-live="polite">
      <h1 id="account-title">{t('account.resetTitle')}</h1>
      {result.isSuccess ? (
        <p data-testid="account-success">{t('account.resetSent', { email })}</p>
      ) : (
        <form onSubmit={submit} className="account-form">
          <label>
            {t('account.email')}
            <input
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          {result.isError && (
            <p role="alert">{t(`error:${errorTypeOf(result.error)}`, { defaultValue: t('error:UNKNOWN') })}</p>
          )}
          <button type="submit" className="button button--primary" disabled={!email || result.isLoading}>
            {t('account.sendReset')}
          </button>
        </form>
      )}
    </section>
  );
}
