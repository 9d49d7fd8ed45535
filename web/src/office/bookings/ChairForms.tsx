import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  useAddOfficeBeachChairBookingMutation,
  useListVendorBeachChairsQuery,
  useListVendorSectionsQuery,
  useMoveOfficeBeachChairBookingMutation,
  type OfficeBeachChairBookingDto,
  type OfficeBookingDto,
} from '../api/officeApi';
import { berlinDay } from '../ui/dates';
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

function ChairFieldset({
  form,
  chairs,
  withSection,
}: {
  form: ReturnType<typeof useForm<ChairFields>>;
  chairs: { id: number; publicNumber: string }[];
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
          <option value="">{t('chairs.pickChair')}</option>
          {chairs.map((chair) => (
            <option key={chair.id} value={chair.id}>
              {t('chairs.chair', { number: chair.publicNumber })}
            </option>
          ))}
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

/** Move one chair booking to another chair of its section and/or other days (the move route; 409 when taken). */
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
  const { t } = useTranslation('bookings');
  const headingId = useId();
  const [move, moving] = useMoveOfficeBeachChairBookingMutation();
  const form = useForm<ChairFields>({
    defaultValues: {
      sectionId: String(chair.sectionId),
      beachChairId: String(chair.beachChairId),
      start: berlinDay(chair.start),
      end: lastDayOf(chair.end),
    },
  });
  const chairs = useSectionChairs(chair.sectionId);
  return (
    <form
      className="booking-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(async (fields) =>
          onDone(
            await feedback.run(
              () =>
                move({
                  id: chair.id,
                  changeChairBookingDto: {
                    beachChairId: Number(fields.beachChairId),
                    start: fields.start,
                    end: fields.end,
                  },
                }),
              t('chairs.moved'),
            ),
          ),
        )(event)
      }
    >
      <h4 id={headingId}>{t('chairs.moveHeading', { number: chair.publicNumber })}</h4>
      <ChairFieldset form={form} chairs={chairs} withSection={false} />
      <div className="booking-form__actions">
        <button type="submit" className="office-button office-button--primary" disabled={moving.isLoading}>
          {t('chairs.moveSubmit')}
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
