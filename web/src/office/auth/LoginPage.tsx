import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useLoginWithRefreshMutation } from '../api/officeApi';
import { useOfficeDispatch } from '../app/hooks';
import { useErrorText } from '../ui/errorText';
import { signedIn, type SessionAnswer } from './sessionSlice';
import { useSession } from './useSession';

interface LoginForm {
  email: string;
  password: string;
}

/** /office/login: e-mail and password; a long session (refresh token) so the hut's tablet stays signed in. */
export function LoginPage() {
  const { t } = useTranslation('office');
  const dispatch = useOfficeDispatch();
  const errorText = useErrorText();
  const session = useSession();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/today';
  const [login, { error, isLoading }] = useLoginWithRefreshMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });

  if (session.user) return <Navigate to={from} replace />;

  const onSubmit = handleSubmit(async (form) => {
    const answer = await login({ loginDto: { email: form.email.trim(), password: form.password } });
    if ('data' in answer && answer.data) dispatch(signedIn(answer.data as SessionAnswer));
  });

  return (
    <main className="office-login">
      <form
        className="office-card office-login__form"
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="office-login-title"
      >
        <h1 id="office-login-title">{t('login.title')}</h1>
        <p className="office-muted">{t('login.intro')}</p>
        <label className="office-field">
          <span>{t('login.email')}</span>
          <input
            type="email"
            autoComplete="username"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'office-login-email-error' : undefined}
            {...register('email', {
              required: t('login.required'),
              pattern: { value: /^[^\s@]+@[^\s@]+$/, message: t('login.invalidEmail') },
            })}
          />
          {errors.email && (
            <span id="office-login-email-error" className="office-field__error">
              {errors.email.message}
            </span>
          )}
        </label>
        <label className="office-field">
          <span>{t('login.password')}</span>
          <input
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'office-login-password-error' : undefined}
            {...register('password', { required: t('login.required') })}
          />
          {errors.password && (
            <span id="office-login-password-error" className="office-field__error">
              {errors.password.message}
            </span>
          )}
        </label>
        {error && (
          <p className="office-alert" role="alert">
            {errorText(error)}
          </p>
        )}
        <button type="submit" className="office-button office-button--primary" disabled={isLoading}>
          {isLoading ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </main>
  );
}
