import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  useAddOfficeBeachChairBookingMutation,
  useListVendorBeachChairsQuery,
  useListOfficeBeachChairBookingsQuery,
  useListVendorSectionsQuery,
  useMoveOfficeBeachChairBookingMutation,
  usePreviewOfficeBeachChairBookingMoveMutation,
  type ChairMovePreviewDto,
  type ChangeChairBookingDto,
  type OfficeBeachChairBookingDto,
  type OfficeBookingDto,
} from '../api/officeApi';
import { isDay } from '../calendar/calendarLayout';
import { byChairNumber } from '../today/todayFigures';
import { berlinDay } from '../ui/dates';
import { takesChairFrom } from './bookingRules';
import { MovePreview } from './MovePreview';
import { lastDayOf } from './format';
import type { useFeedback } from './useFeedback';

type Feedback = ReturnType<typeof useFeedback>;

interface ChairFields {
  sectionId: string;
  beachChairId: string;
  start: string;
  end: string;
}

/** The active chairs of a section, by number (for the chair pickers). */
function useSectionChairs(sectionId: number | null) {
  const chairs = useListVendorBeachChairsQuery(
    { itemsPerPage: 0, orderBy: 'position', filters: JSON.stringify({ sectionId, active: true }) },
    { skip: !sectionId },
  );
  return chairs.data?.items ?? [];
}

interface PickerChair {
  id: number;
  publicNumber: string;
}

/** The chair options in natural order (1, 2, … 10, not 1, 10, 2); a chair taken on the days is marked and cannot be picked. */
export function ChairOptions({ chairs, taken }: { chairs: readonly PickerChair[]; taken?: ReadonlySet<number> }) {
  const { t } = useTranslation('bookings');
  const sorted = [...chairs].sort((a, b) => byChairNumber(a.publicNumber, b.publicNumber));
  return (
    <>
      <option value="">{t('chairs.pickChair')}</option>
      {sorted.map((chair) => {
        const isTaken = taken?.has(chair.id) ?? false;
        const label = t('chairs.chair', { number: chair.publicNumber });
        return (
          <option key={chair.id} value={chair.id} disabled={isTaken}>
            {isTaken ? t('chairs.taken', { chair: label }) : label}
          </option>
        );
      })}
    </>
  );
}

function ChairFieldset({
  form,
  chairs,
  taken,
  withSection,
}: {
  form: ReturnType<typeof useForm<ChairFields>>;
  chairs: PickerChair[];
  taken?: ReadonlySet<number>;
  withSection: boolean;
}) {
  const { t } = useTranslation('bookings');
  const sections = useListVendorSectionsQuery({ itemsPerPage: 0, orderBy: 'name' }, { skip: !withSection });
  const ids = { section: useId(), chair: useId(), start: useId(), end: useId() };
  const { register, formState } = form;
  const error = (name: keyof ChairFields) =>
    formState.errors[name] && (
      <span className="office-field__error" id={`${ids.chair}-${name}`}>
        {formState.errors[name]?.message}
      </span>
    );
  return (
    <>
      {withSection && (
        <div className="office-field">
          <label htmlFor={ids.section}>{t('chairs.sectionField')}</label>
          <select
            id={ids.section}
            {...register('sectionId', {
              required: t('chairs.required'),
              onChange: () => form.setValue('beachChairId', ''),
            })}
          >
            <option value="">{t('chairs.pickSection')}</option>
            {(sections.data?.items ?? []).map((section) => (
              <option key={section.id} value={section.id}>
                {section.name}
              </option>
            ))}
          </select>
          {error('sectionId')}
        </div>
      )}
      <div className="office-field">
        <label htmlFor={ids.chair}>{t('chairs.chairField')}</label>
        <select id={ids.chair} {...register('beachChairId', { required: t('chairs.required') })}>
          <ChairOptions chairs={chairs} taken={taken} />
        </select>
        {error('beachChairId')}
      </div>
      <div className="booking-form__row">
        <div className="office-field">
          <label htmlFor={ids.start}>{t('chairs.start')}</label>
          <input id={ids.start} type="date" {...register('start', { required: t('chairs.required') })} />
          {error('start')}
        </div>
        <div className="office-field">
          <label htmlFor={ids.end}>{t('chairs.end')}</label>
          <input
            id={ids.end}
            type="date"
            {...register('end', {
              required: t('chairs.required'),
              validate: (end, fields) => end >= fields.start || t('chairs.endBeforeStart'),
            })}
          />
          {error('end')}
        </div>
      </div>
    </>
  );
}

/** The fields that say where the chair booking goes. */
const PLACE_FIELDS: readonly string[] = ['beachChairId', 'start', 'end'] satisfies (keyof ChairFields)[];

/** The chairs of `sectionId` that another chair booking holds on some of the days (the moved one itself is free). */
function useTakenChairs(
  sectionId: number,
  from: string,
  to: string,
  moved: OfficeBeachChairBookingDto,
): ReadonlySet<number> {
  const valid = isDay(from) && isDay(to) && from <= to;
  const bookings = useListOfficeBeachChairBookingsQuery({ sectionId, from, to, itemsPerPage: 0 }, { skip: !valid });
  const items = valid ? (bookings.data?.items ?? []) : [];
  return new Set(items.filter((cb) => cb.id !== moved.id && takesChairFrom(cb, moved)).map((cb) => cb.beachChairId));
}

/**
 * Move one chair booking to another chair of its section and/or other days, also of a paid booking: the server's preview
 * (old total, new total, difference, what stays open or is refunded) is shown first; the operator confirms, charging or
 * refunding the difference or keeping the old price.
 */
export function MoveChairForm({
  chair,
  onDone,
  onClose,
  feedback,
}: {
  chair: OfficeBeachChairBookingDto;
  onDone: (ok: boolean) => void;
  onClose: () => void;
  feedback: Feedback;
}) {
  const { t, i18n } = useTranslation('bookings');
  const headingId = useId();
  const [move, moving] = useMoveOfficeBeachChairBookingMutation();
  const [askPreview, previewing] = usePreviewOfficeBeachChairBookingMoveMutation();
  const [preview, setPreview] = useState<{ change: ChangeChairBookingDto; answer: ChairMovePreviewDto } | null>(null);
  const [keepPrice, setKeepPrice] = useState(false);
  const form = useForm<ChairFields>({
    defaultValues: {
      sectionId: String(chair.sectionId),
      beachChairId: String(chair.beachChairId),
      start: berlinDay(chair.start),
      end: lastDayOf(chair.end),
    },
  });
  const chairs = useSectionChairs(chair.sectionId);
  // eslint-disable-next-line react-hooks/incompatible-library
  const [start, end] = form.watch(['start', 'end']);
  const taken = useTakenChairs(chair.sectionId, start, end, chair);

  const ask = form.handleSubmit(async (fields) => {
    const change = { beachChairId: Number(fields.beachChairId), start: fields.start, end: fields.end };
    let answer: ChairMovePreviewDto | undefined;
    const call = () =>
      askPreview({ id: chair.id, changeChairBookingDto: change }).then((result) => {
        answer = result.data;
        return result;
      });
    if ((await feedback.run(call, t('chairs.previewed'))) && answer) {
      setKeepPrice(false);
      setPreview({ change, answer });
    }
  });
  const confirm = async () => {
    if (!preview) return;
    // The server refuses (PRICE_CHANGED) when the move would now cost other than the preview said.
    const expectedPrice = keepPrice ? preview.answer.oldPrice : preview.answer.newPrice;
    const moved = await feedback.run(
      () => move({ id: chair.id, changeChairBookingDto: { ...preview.change, keepPrice, expectedPrice } }),
      t('chairs.moved'),
    );
    // A refused move (the price or the chair changed meanwhile) is previewed again before it can be confirmed.
    if (!moved) setPreview(null);
    onDone(moved);
  };

  return (
    <form
      className="booking-form"
      aria-labelledby={headingId}
      noValidate
      // Another chair or other days make the preview stale: it is asked again (the preview's own choice does not).
      onChange={(event) => {
        const field = event.target as EventTarget;
        if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
          if (PLACE_FIELDS.includes(field.name)) setPreview(null);
        }
      }}
      onSubmit={(event) => {
        if (preview) {
          event.preventDefault();
          void confirm();
        } else void ask(event);
      }}
    >
      <h4 id={headingId}>{t('chairs.moveHeading', { number: chair.publicNumber })}</h4>
      <ChairFieldset form={form} chairs={chairs} taken={taken} withSection={false} />
      {preview && (
        <MovePreview
          preview={preview.answer}
          keepPrice={keepPrice}
          onKeepPriceChange={setKeepPrice}
          language={i18n.language}
        />
      )}
      <div className="booking-form__actions">
        <button
          type="submit"
          className="office-button office-button--primary"
          disabled={moving.isLoading || previewing.isLoading}
        >
          {preview ? t('chairs.moveConfirm') : t('chairs.movePreview')}
        </button>
        <button type="button" className="office-button" onClick={onClose}>
          {t('chairs.close')}
        </button>
      </div>
    </form>
  );
}

/** Add a chair to the booking: a section, one of its chairs, the days (priced by the server). */
export function AddChairForm({
  booking,
  onDone,
  onClose,
  feedback,
}: {
  booking: OfficeBookingDto;
  onDone: (ok: boolean) => void;
  onClose: () => void;
  feedback: Feedback;
}) {
  const { t } = useTranslation('bookings');
  const headingId = useId();
  const [add, adding] = useAddOfficeBeachChairBookingMutation();
  const first =
    booking.beachChairBookings.find((chair) => chair.status !== 'CANCELED') ?? booking.beachChairBookings[0];
  const form = useForm<ChairFields>({
    defaultValues: {
      sectionId: first ? String(first.sectionId) : '',
      beachChairId: '',
      start: first ? berlinDay(first.start) : berlinDay(),
      end: first ? lastDayOf(first.end) : berlinDay(),
    },
  });
  // react-hook-form's watch() re-renders on change; the React Compiler skips this component for it, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const sectionId = Number(form.watch('sectionId')) || null;
  const chairs = useListVendorBeachChairsQuery(
    { itemsPerPage: 0, orderBy: 'position', filters: JSON.stringify({ sectionId, active: true }) },
    { skip: !sectionId },
  );
  const items = chairs.data?.items ?? [];
  return (
    <form
      className="booking-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(async (fields) => {
          const picked = items.find((chair) => chair.id === Number(fields.beachChairId));
          if (!picked) return;
          onDone(
            await feedback.run(
              () =>
                add({
                  id: booking.id,
                  addBeachChairBookingDto: {
                    beachChairId: picked.id,
                    model: picked.model,
                    start: fields.start,
                    end: fields.end,
                  },
                }),
              t('chairs.added'),
            ),
          );
        })(event)
      }
    >
      <h4 id={headingId}>{t('chairs.addHeading')}</h4>
      <ChairFieldset form={form} chairs={items} withSection />
      <div className="booking-form__actions">
        <button type="submit" className="office-button office-button--primary" disabled={adding.isLoading}>
          {t('chairs.addSubmit')}
        </button>
        <button type="button" className="office-button" onClick={onClose}>
          {t('chairs.close')}
        </button>
      </div>
    </form>
  );
}
