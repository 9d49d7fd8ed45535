import { useTranslation } from 'react-i18next';
import { useRemoveVendorUserMutation, type VendorUserDto } from '../api/officeApi';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { displayName, staffErrorKey } from './staffLogic';

interface Props {
  member: VendorUserDto;
  onRemoved: () => void;
  onCancel: () => void;
}

/** Asks before removing; the server's refusal (the last owner: 403 LAST_OWNER) is shown in the dialog. */
export function RemoveMemberDialog({ member, onRemoved, onCancel }: Props) {
  const { t } = useTranslation('staff');
  const [remove] = useRemoveVendorUserMutation();
  return (
    <ConfirmDialog
      className="staff-dialog"
      title={t('remove.title', { name: displayName(member) })}
      text={t('remove.text', { email: member.email })}
      cancelLabel={t('remove.cancel')}
      confirmLabel={t('remove.confirm')}
      onConfirm={() => remove({ userId: member.userId }).unwrap()}
      describeError={(error) => {
        const key = staffErrorKey(error);
        return key ? t(key) : undefined;
      }}
      onDone={onRemoved}
      onCancel={onCancel}
    />
  );
}
