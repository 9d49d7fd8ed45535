import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { useRemoveVendorUserMutation, type VendorUserDto } from '../api/officeApi';
import { useErrorText } from '../ui/errorText';
import { displayName, staffErrorKey } from './staffLogic';

interface Props {
  member: VendorUserDto;
  onRemoved: () => void;
  onCancel: () => void;
}

/** Asks before removing; the server's refusal (the last owner: 403 LAST_OWNER) is shown in the dialog. */
export function RemoveMemberDialog({ member, onRemoved, onCancel }: Props) {
  const { t } = useTranslation('staff');
  const errorText = useErrorText();
  const id = useId();
  const name = displayName(member);
  const [remove, { isLoading }] = useRemoveVendorUserMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await remove({ userId: member.userId }).unwrap();
      onRemoved();
    } catch (error) {
      const key = staffErrorKey(error);
      setProblem(key ? t(key) : errorText(error));
    }
  };

  return (
    <Modal className="staff-dialog" labelledBy={`${id}-title`} describedBy={`${id}-text`} onCancel={onCancel}>
      <h2 id={`${id}-title`}>{t('remove.title', { name })}</h2>
      <p id={`${id}-text`}>{t('remove.text', { email: member.email })}</p>
      {problem && (
        <p className="office-alert" role="alert">
          {problem}
        </p>
      )}
      <div className="staff-dialog__actions">
        <button type="button" className="office-button" onClick={onCancel} data-autofocus>
          {t('remove.cancel')}
        </button>
        <button
          type="button"
          className="office-button office-button--danger"
          disabled={isLoading}
          onClick={() => void confirm()}
        >
          {t('remove.confirm')}
        </button>
      </div>
    </Modal>
  );
}
