import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { ChairContract } from '../sections/ChairContract';
import { StopSales } from '../sections/StopSales';
import type { CalendarChair } from './calendarData';

/**
 * A chair's tasks from the calendar (right click, the context-menu key or Shift+F10 on a day): a stop sale starting on
 * that day, and its season contract. The same components as the sections editor's chair panel, so STAFF (who do not
 * see the sections screen) reach them here.
 */
export function ChairTasksDialog({ chair, day, onClose }: { chair: CalendarChair; day: string; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const id = useId();
  return (
    <Modal className="cal-dialog cal-dialog--tasks" labelledBy={`${id}-title`} onCancel={onClose} testId="chair-tasks">
      <h2 id={`${id}-title`}>{t('tasks.title', { chair: chair.publicNumber })}</h2>
      <StopSales chairId={chair.id} publicNumber={chair.publicNumber} initialDay={day} />
      <ChairContract chairId={chair.id} />
      <div className="cal-dialog__actions">
        <button type="button" className="office-button" onClick={onClose}>
          {t('tasks.close')}
        </button>
      </div>
    </Modal>
  );
}
