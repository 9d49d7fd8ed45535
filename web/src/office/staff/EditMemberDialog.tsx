import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useUpdateVendorUserMutation,
  type LocationDto,
  type VendorUserDto,
  type VendorUserRole,
} from '../api/officeApi';
import { useErrorText } from '../ui/errorText';
import { FormDialog } from '../ui/FormDialog';
import { displayName, memberFormToDto, memberToForm, staffErrorKey, VENDOR_ROLES, type MemberForm } from './staffLogic';

interface Props {
  member: VendorUserDto;
  /** The vendor's only owner: its role stays (the server refuses too). */
  lastOwner: boolean;
  locations: LocationDto[];
  onSaved: (notice: string) => void;
  onCancel: () => void;
}

/** Change a member's role, and the location a STAFF member is limited to. */
export function EditMemberDialog({ member, lastOwner, locations, onSaved, onCancel }: Props) {
  const { t } = useTranslation('staff');
  const errorText = useErrorText();
  const id = useId();
  const name = displayName(member);
  const [form, setForm] = useState<MemberForm>(() => memberToForm(member));
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateVendorUserMutation();

  const submit = async () => {
    setProblem(null);
    const dto = memberFormToDto(member, form);
    if (!dto) {
      onSaved(t('edit.unchanged'));
      return;
    }
    try {
      await update({ userId: member.userId, updateVendorUserDto: dto }).unwrap();
      onSaved(t('edit.saved', { name }));
    } catch (error) {
      const key = staffErrorKey(error);
      setProblem(key ? t(key) : errorText(error));
    }
  };

  return (
    <FormDialog
      className="staff-dialog"
      title={t('edit.title', { name })}
      intro={t('edit.intro')}
      problem={problem}
      cancelLabel={t('edit.cancel')}
      submitLabel={t('edit.save')}
      busyLabel={t('edit.saving')}
      busy={isLoading}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <div className="staff-dialog__pair">
        <div className="office-field">
          <label htmlFor={`${id}-role`}>{t('invite.role')}</label>
          <select
            id={`${id}-role`}
            value={form.role}
            disabled={lastOwner}
            aria-describedby={lastOwner ? `${id}-last-owner` : undefined}
            onChange={(e) => setForm((f) => ({ ...f, role: e.target.value as VendorUserRole }))}
            data-autofocus
          >
            {VENDOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
          {lastOwner && (
            <span id={`${id}-last-owner`} className="office-muted staff-hint">
              {t('edit.lastOwner')}
            </span>
          )}
        </div>
        {form.role === 'STAFF' && (
          <div className="office-field">
            <label htmlFor={`${id}-location`}>{t('invite.location')}</label>
            <select
              id={`${id}-location`}
              value={form.locationId}
              onChange={(e) => setForm((f) => ({ ...f, locationId: e.target.value }))}
            >
              <option value="">{t('everyLocation')}</option>
              {locations.map((location) => (
                <option key={location.id} value={String(location.id)}>
                  {location.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </FormDialog>
  );
}
