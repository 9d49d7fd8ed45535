import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteImageMutation,
  useOrderImagesMutation,
  useUploadImageMutation,
  type ImageDto,
} from '../api/officeApi';
import { useErrorText } from './errorText';
import { moveItem } from './moveItem';
import './images-field.css';

/** What the pictures belong to: exactly one owner, as the upload route's query names it. */
export type ImageOwner =
  { sectionId: number } | { locationId: number } | { beachChairId: number } | { extraId: number };

interface Props {
  title: string;
  /** The owner's name, for the pictures' alternative texts ("Bild 2 von Nordstrand"). */
  name: string;
  owner: ImageOwner;
  images: ImageDto[];
  mayChange?: boolean;
  /** The heading's level in its screen (2 on a page, 3 or 4 inside a panel). */
  level?: 2 | 3 | 4;
}

/**
 * The pictures of a section, location, chair or extra, in their order: upload (the server re-encodes it and refuses
 * size and type with its own text), delete, and reorder by dragging or with the earlier/later buttons (keyboard). Each
 * move is saved at once (PUT /features/images/order); a refused move goes back to the server's order.
 */
export function ImagesField({ title, name, owner, images, mayChange = true, level = 2 }: Props) {
  const { t } = useTranslation('office');
  const errorText = useErrorText();
  const id = useId();
  const [upload, uploading] = useUploadImageMutation();
  const [remove, removing] = useDeleteImageMutation();
  const [saveOrder, ordering] = useOrderImagesMutation();
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  // The order shown: a move made on these very images (until the refetch brings the server's), else the server's.
  const [moved, setMoved] = useState<{ on: ImageDto[]; order: ImageDto[] } | null>(null);
  const order = moved && moved.on === images ? moved.order : images;
  const [dragged, setDragged] = useState<number | null>(null);
  // The dragged picture's place, read by dragover/drop before React has rendered the drag's start.
  const dragFrom = useRef<number | null>(null);
  const focusAfterMove = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Keyboard users keep their place: the moved picture's button is focused again after the list re-renders.
    if (!focusAfterMove.current) return;
    list.current?.querySelector<HTMLButtonElement>(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });
  const Heading = `h${level}` as const;
  const busy = uploading.isLoading || removing.isLoading || ordering.isLoading;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setMessage('');
    setError('');
    const body = new FormData();
    body.append('file', file);
    try {
      // The generated type names the multipart part; FormData is what goes on the wire.
      await upload({ ...owner, width: 2000, height: 2000, body: body as unknown as { file: Blob } }).unwrap();
      setMessage(t('images.uploaded'));
    } catch (e) {
      setError(errorText(e));
    }
  };

  const onDelete = async (imageId: number, n: number) => {
    if (!window.confirm(t('images.confirmDelete', { n }))) return;
    setError('');
    try {
      await remove({ id: imageId }).unwrap();
      setMessage(t('images.deleted', { n }));
    } catch (e) {
      setError(errorText(e));
    }
  };

  const move = async (from: number, to: number, focus?: 'earlier' | 'later') => {
    // The move buttons stay enabled while a move is saved (a disabled button would drop the keyboard's focus).
    if (to < 0 || to >= order.length || from === to || busy) return;
    const next = moveItem(order, from, to);
    setMoved({ on: images, order: next });
    setError('');
    if (focus) {
      const canGo = focus === 'earlier' ? to > 0 : to < next.length - 1;
      focusAfterMove.current = `[data-image-id="${next[to]!.id}"] [data-move="${canGo ? focus : focus === 'earlier' ? 'later' : 'earlier'}"]`;
    }
    try {
      await saveOrder({ orderImagesDto: { imageIds: next.map((i) => i.id) } }).unwrap();
      setMessage(t('images.moved', { from: from + 1, to: to + 1 }));
    } catch (e) {
      setMoved(null);
      setError(errorText(e));
    }
  };

  return (
    <section className="images-field" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{title}</Heading>
      {order.length === 0 ? (
        <p className="office-muted">{t('images.none')}</p>
      ) : (
        <>
          {mayChange && order.length > 1 && <p className="office-muted images-field__hint">{t('images.orderHint')}</p>}
          <ol className="images-field__list" ref={list} aria-busy={ordering.isLoading}>
            {order.map((image, index) => (
              <li
                key={image.id}
                data-image-id={image.id}
                className={dragged === index ? 'images-field__item images-field__item--dragged' : 'images-field__item'}
                draggable={mayChange && !busy}
                onDragStart={(e) => {
                  dragFrom.current = index;
                  setDragged(index);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(image.id));
                }}
                onDragEnd={() => {
                  dragFrom.current = null;
                  setDragged(null);
                }}
                onDragOver={(e) => {
                  if (dragFrom.current !== null) e.preventDefault();
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragFrom.current !== null) void move(dragFrom.current, index);
                  dragFrom.current = null;
                  setDragged(null);
                }}
              >
                <img src={image.url} alt={t('images.alt', { n: index + 1, name })} loading="lazy" draggable={false} />
                {mayChange && (
                  <div className="images-field__buttons">
                    <button
                      type="button"
                      className="office-button"
                      data-move="earlier"
                      aria-label={t('images.earlier', { n: index + 1 })}
                      disabled={index === 0}
                      onClick={() => void move(index, index - 1, 'earlier')}
                    >
                      {t('images.earlierShort')}
                    </button>
                    <button
                      type="button"
                      className="office-button"
                      data-move="later"
                      aria-label={t('images.later', { n: index + 1 })}
                      disabled={index === order.length - 1}
                      onClick={() => void move(index, index + 1, 'later')}
                    >
                      {t('images.laterShort')}
                    </button>
                    <button
                      type="button"
                      className="office-button office-button--danger"
                      disabled={busy}
                      onClick={() => void onDelete(image.id, index + 1)}
                    >
                      {t('images.delete', { n: index + 1 })}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      {mayChange && (
        <div className="office-field">
          <label htmlFor={`${id}-upload`}>{t('images.add')}</label>
          <input
            id={`${id}-upload`}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={busy}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <span className="office-muted images-field__hint">{t('images.hint')}</span>
        </div>
      )}
      {error && (
        <p className="office-field__error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className="images-field__notice">
        {uploading.isLoading ? t('images.uploading') : message}
      </p>
    </section>
  );
}
