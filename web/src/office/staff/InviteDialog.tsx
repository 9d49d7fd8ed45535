import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddVendorUserMutation, type LocationDto, type VendorUserRole } from '../api/officeApi';
import { useErrorText } from '../ui/errorText';
import { FormDialog } from '../ui/FormDialog';
import {
  addedNoticeKey,
  emptyInviteForm,
  inviteToDto,
  serverEmailError,
  staffErrorKey,
  validateInvite,
  VENDOR_ROLES,
  type InviteForm,
} from './staffLogic';

interface Props {
  locations: LocationDto[];
  /** Called with what to tell the owner: invitation mailed, or an existing account added. */
  onAdded: (notice: string) => void;
  onCancel: () => void;
}

/** Invite by e-mail with a role (and a location for STAFF); a new address gets the server's invitation mail. */
export function InviteDialog({ locations, onAdded, onCancel }: Props) {
  const { t, i18n } = useTranslation('staff');
  const errorText = useErrorText();
  const id = useId();
  const [form, setForm] = useState<InviteForm>(() => emptyInviteForm(i18n.language));
  const [emailError, setEmailError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { isLoading }] = useAddVendorUserMutation();

  const set = <K extends keyof InviteForm>(field: K, value: InviteForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field === 'email') setEmailError(null);
  };

  const submit = async () => {
    setProblem(null);
    const own = validateInvite(form);
    if (own.email) {
      setEmailError(t(`invite.errors.${own.email}`));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    try {
      const added = await add({ addVendorUserDto: inviteToDto(form) }).unwrap();
      onAdded(t(addedNoticeKey(added.invited), { email: added.email }));
    } catch (error) {
      const atEmail = serverEmailError(error);
      if (atEmail) {
        setEmailError(atEmail);
        return;
      }
      const key = staffErrorKey(error);
      setProblem(key ? t(key) : errorText(error));
    }
  };

  return (
    <FormDialog
      className="staff-dialog"
      title={t('invite.title')}
      intro={t('invite.intro')}
      problem={problem}
      cancelLabel={t('invite.cancel')}
      submitLabel={t('invite.submit')}
      busyLabel={t('invite.sending')}
      busy={isLoading}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <div className="office-field">
        <label htmlFor={`${id}-email`}>{t('invite.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={form.email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          onChange={(e) => set('email', e.target.value)}
          data-autofocus
        />
        {emailError && (
          <span id={`${id}-email-error`} className="office-field__error" role="alert">
            {emailError}
          </span>
        )}
      </div>
      <div className="staff-dialog__pair">
        <div className="office-field">
          <label htmlFor={`${id}-role`}>{t('invite.role')}</label>
          <select id={`${id}-role`} value={form.role} onChange={(e) => set('role', e.target.value as VendorUserRole)}>
            {VENDOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        {form.role === 'STAFF' && (
          <div className="office-field">
            <label htmlFor={`${id}-location`}>{t('invite.location')}</label>
            <select
              id={`${id}-location`}
              value={form.locationId}
              aria-describedby={`${id}-location-hint`}
              onChange={(e) => set('locationId', e.target.value)}
            >
              <option value="">{t('everyLocation')}</option>
              {locations.map((location) => (
                <option key={location.id} value={String(location.id)}>
                  {location.name}
                </option>
              ))}
            </select>
            <span id={`${id}-location-hint`} className="office-muted staff-hint">
              {t('invite.locationHint')}
            </span>
          </div>
        )}
      </div>
      <div className="staff-dialog__pair">
        <div className="office-field">
          <label htmlFor={`${id}-first`}>{t('invite.firstName')}</label>
          <input
            id={`${id}-first`}
            value={form.firstName}
            maxLength={100}
            aria-describedby={`${id}-name-hint`}
            onChange={(e) => set('firstName', e.target.value)}
          />
        </div>
        <div className="office-field">
          <label htmlFor={`${id}-last`}>{t('invite.lastName')}</label>
          <input
            id={`${id}-last`}
            value={form.lastName}
            maxLength={100}
            aria-describedby={`${id}-name-hint`}
            onChange={(e) => set('lastName', e.target.value)}
          />
        </div>
      </div>
      <p id={`${id}-name-hint`} className="office-muted staff-hint">
        {t('invite.nameHint')}
      </p>
      <div className="office-field">
        <label htmlFor={`${id}-language`}>{t('invite.language')}</label>
        <select
          id={`${id}-language`}
          value={form.language}
          onChange={(e) => set('language', e.target.value === 'en' ? 'en' : 'de')}
        >
          <option value="de">{t('languages.de')}</option>
          <option value="en">{t('languages.en')}</option>
        </select>
      </div>
    </FormDialog>
  );
}
