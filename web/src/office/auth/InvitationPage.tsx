import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useConfirmPasswordResetMutation, useLoginWithRefreshMutation } from '../api/officeApi';
import { useOfficeDispatch } from '../app/hooks';
import { useErrorText } from '../ui/errorText';
import { AuthCard, AuthField } from './AuthForm';
import { signedIn, type SessionAnswer } from './sessionSlice';
import { useSession } from './useSession';

interface InvitationForm {
  password: string;
  repeat: string;
}

/** The server's rule for a new password (PasswordConfirmDto): at least 10 characters. */
const MIN_PASSWORD = 10;

/**
 * /office/invitation?token=…: the link of the staff invitation mail. The invited person chooses a password (which confirms
 * the address) and is signed in with it at once, landing on Today.
 */
export function InvitationPage() {
  const { t } = useTranslation('office');
  const dispatch = useOfficeDispatch();
  const errorText = useErrorText();
  const session = useSession();
  const token = useSearchParams()[0].get('token') ?? '';
  const [choose, chosen] = useConfirmPasswordResetMutation();
  const [login, loggedIn] = useLoginWithRefreshMutation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<InvitationForm>({ defaultValues: { password: '', repeat: '' } });

  if (session.user) return <Navigate to="/today" replace />;

  const onSubmit = handleSubmit(async ({ password }) => {
    const answer = await choose({ passwordConfirmDto: { token, password } });
    if (!('data' in answer) || !answer.data) return;
    const signed = await login({ loginDto: { email: answer.data.email, password } });
    if ('data' in signed && signed.data) dispatch(signedIn(signed.data as SessionAnswer));
  });
  const error = chosen.error ?? loggedIn.error;

  const busy = chosen.isLoading || loggedIn.isLoading;

  return (
    <AuthCard
      id="office-invitation"
      title={t('invitation.title')}
      intro={t('invitation.intro')}
      onSubmit={onSubmit}
      error={error ? errorText(error) : undefined}
      submit={busy ? t('invitation.submitting') : t('invitation.submit')}
      disabled={!token || busy}
    >
      {!token && (
        <p className="office-alert" role="alert">
          {t('invitation.noToken')}
        </p>
      )}
      <AuthField
        id="office-invitation-password"
        label={t('invitation.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        hint={t('invitation.rules', { count: MIN_PASSWORD })}
        registration={register('password', {
          required: t('login.required'),
          minLength: { value: MIN_PASSWORD, message: t('invitation.tooShort', { count: MIN_PASSWORD }) },
        })}
      />
      <AuthField
        id="office-invitation-repeat"
        label={t('invitation.repeat')}
        type="password"
        autoComplete="new-password"
        error={errors.repeat}
        registration={register('repeat', {
          required: t('login.required'),
          validate: (value) => value === getValues('password') || t('invitation.mismatch'),
        })}
      />
    </AuthCard>
  );
}
