import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useLoginWithRefreshMutation } from '../api/officeApi';
import { useOfficeDispatch } from '../app/hooks';
import { useErrorText } from '../ui/errorText';
import { AuthCard, AuthField } from './AuthForm';
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
    <AuthCard
      id="office-login"
      title={t('login.title')}
      intro={t('login.intro')}
      onSubmit={onSubmit}
      error={error ? errorText(error) : undefined}
      submit={isLoading ? t('login.submitting') : t('login.submit')}
      disabled={isLoading}
    >
      <AuthField
        id="office-login-email"
        label={t('login.email')}
        type="email"
        autoComplete="username"
        error={errors.email}
        registration={register('email', {
          required: t('login.required'),
          pattern: { value: /^[^\s@]+@[^\s@]+$/, message: t('login.invalidEmail') },
        })}
      />
      <AuthField
        id="office-login-password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        registration={register('password', { required: t('login.required') })}
      />
    </AuthCard>
  );
}
