import { useTranslation } from 'react-i18next';
import { useDeleteVendorExtraMutation, type VendorExtraDto } from '../api/officeApi';
import { ConfirmDialog } from '../ui/ConfirmDialog';

interface Props {
  extra: VendorExtraDto;
  onDeleted: () => void;
  onCancel: () => void;
}

/** Asks before deleting; the server deactivates a booked extra instead, and its refusal (e.g. 403) is shown here. */
export function DeleteExtraDialog({ extra, onDeleted, onCancel }: Props) {
  const { t } = useTranslation('extras');
  const [remove] = useDeleteVendorExtraMutation();
  return (
    <ConfirmDialog
      className="extras-dialog"
      title={t('confirmDelete.title', { name: extra.name })}
      text={t('confirmDelete.text')}
      cancelLabel={t('confirmDelete.cancel')}
      confirmLabel={t('confirmDelete.confirm')}
      onConfirm={() => remove({ id: extra.id }).unwrap()}
      onDone={onDeleted}
      onCancel={onCancel}
    />
  );
}
