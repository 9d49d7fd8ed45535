import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteImageMutation, useUploadImageMutation, type LocationDto } from '../api/officeApi';
import { useErrorText } from '../ui/errorText';

interface Props {
  location: LocationDto;
  mayChange: boolean;
}

/**
 * The location's pictures in their order (the server's position: each upload goes last; there is no route to
 * reorder). An upload is attached at once and re-encoded by the server; a delete removes the picture for good.
 */
export function LocationImages({ location, mayChange }: Props) {
  const { t } = useTranslation('locations');
  const errorText = useErrorText();
  const [upload, uploading] = useUploadImageMutation();
  const [remove, removing] = useDeleteImageMutation();
  const [message, setMessage] = useState('');
  const images = location.images;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setMessage('');
    const body = new FormData();
    body.append('file', file);
    try {
      // The generated type names the multipart part; FormData is what goes on the wire.
      await upload({
        locationId: location.id,
        width: 2000,
        height: 2000,
        body: body as unknown as { file: Blob },
      }).unwrap();
      setMessage(t('images.uploaded'));
    } catch (error) {
      setMessage(errorText(error));
    }
  };

  const onDelete = async (id: number, n: number) => {
    if (!window.confirm(t('images.confirmDelete', { n }))) return;
    try {
      await remove({ id }).unwrap();
      setMessage(t('images.deleted', { n }));
    } catch (error) {
      setMessage(errorText(error));
    }
  };

  return (
    <section className="office-card locations-section" aria-labelledby="location-images-title">
      <h2 id="location-images-title">{t('sections.images')}</h2>
      {images.length === 0 ? (
        <p className="office-muted">{t('images.none')}</p>
      ) : (
        <ol className="locations-images">
          {images.map((image, index) => (
            <li key={image.id}>
              <img src={image.url} alt={t('images.alt', { n: index + 1, name: location.name })} loading="lazy" />
              {mayChange && (
                <button
                  type="button"
                  className="office-button office-button--danger"
                  disabled={removing.isLoading}
                  onClick={() => void onDelete(image.id, index + 1)}
                >
                  {t('images.delete', { n: index + 1 })}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {mayChange && (
        <div className="office-field">
          <label htmlFor="location-image-upload">{t('images.add')}</label>
          <input
            id="location-image-upload"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={uploading.isLoading}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <span className="office-muted locations-hint">{t('images.hint')}</span>
        </div>
      )}
      <p role="status" className="locations-notice">
        {uploading.isLoading ? t('images.uploading') : message}
      </p>
    </section>
  );
}
