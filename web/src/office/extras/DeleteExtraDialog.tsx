import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { useDeleteVendorExtraMutation, type VendorExtraDto } from '../api/officeApi';
import { useErrorText } from '../ui/errorText';

interface Props {
  extra: VendorExtraDto;
  onDeleted: () => void;
  onCancel: () => void;
}

/** Asks before deleting; the server deactivates a booked extra instead, and its refusal (e.g. 403) is shown here. */
export function DeleteExtraDialog({ extra, onDeleted, onCancel }: Props) {
  const { t } = useTranslation('extras');
  const errorText = useErrorText();
  const id = useId();
  const [remove, { isLoading }] = useDeleteVendorExtraMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await remove({ id: extra.id }).unwrap();
      onDeleted();
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <Modal className="extras-dialog" labelledBy={`${id}-title`} describedBy={`${id}-text`} onCancel={onCancel}>
      <h2 id={`${id}-title`}>{t('confirmDelete.title', { name: extra.name })}</h2>
      <p id={`${id}-text`}>{t('confirmDelete.text')}</p>
      {problem && (
        <p className="office-alert" role="alert">
          {problem}
        </p>
      )}
      <div className="extras-dialog__actions">
        <button type="button" className="office-button" onClick={onCancel} data-autofocus>
          {t('confirmDelete.cancel')}
        </button>
        <button
          type="button"
          className="office-button office-button--danger"
          disabled={isLoading}
          onClick={() => void confirm()}
        >
          {t('confirmDelete.confirm')}
        </button>
      </div>
    </Modal>
  );
}
