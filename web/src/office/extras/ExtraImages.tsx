import { useTranslation } from 'react-i18next';
import { useGetVendorExtraQuery } from '../api/officeApi';
import { ImagesField } from '../ui/ImagesField';

/** The pictures of an extra being edited, read fresh (an upload or a move refetches the extra). */
export function ExtraImages({ extraId, name }: { extraId: number; name: string }) {
  const { t } = useTranslation('extras');
  const extra = useGetVendorExtraQuery({ id: extraId }).data;
  return (
    <div className="extras-dialog__images">
      <ImagesField title={t('form.images')} name={name} owner={{ extraId }} images={extra?.images ?? []} level={3} />
    </div>
  );
}
