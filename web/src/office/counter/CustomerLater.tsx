import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddTillSaleCustomerMutation } from '../api/officeApi';
import { useErrorText } from '../ui/errorText';
import { laterCustomer } from './counterLogic';

const EMPTY = { name: '', email: '', street: '', zip: '', city: '' };

/**
 * "Kunde nachtragen": the guest added to a sale's booking afterwards, so the back office can issue an invoice with a
 * name. The receipt does not change (the server leaves a later customer off it).
 */
export function CustomerLater({ saleId, onDone }: { saleId: number; onDone?: () => void }) {
  const { t } = useTranslation('counter');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [add, adding] = useAddTillSaleCustomerMutation();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const customer = laterCustomer(values.name, values);
    if (!customer) {
      setMessage({ error: true, text: t('customer.incomplete') });
      return;
    }
    try {
      await add({ id: saleId, tillSaleCustomerDto: { customer } }).unwrap();
      setOpen(false);
      setAdded(true);
      setValues(EMPTY);
      setMessage({ error: false, text: t('customer.added', { name: values.name.trim() }) });
      onDone?.();
    } catch (error) {
      setMessage({ error: true, text: errorText(error) });
    }
  };

  const field = (key: keyof typeof EMPTY, type = 'text') => (
    <label className="office-field">
      <span>{key === 'name' ? t('customer.name') : t(`sale.${key}`)}</span>
      <input
        type={type}
        autoComplete="off"
        value={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      />
    </label>
  );

  return (
    <div className="counter-customer">
      {!open && !added && (
        <button type="button" className="office-button" onClick={() => setOpen(true)}>
          {t('customer.add')}
        </button>
      )}
      {open && (
        <form
          className="counter-till__form"
          aria-label={t('customer.title', { id: saleId })}
          onSubmit={(e) => void submit(e)}
        >
          {field('name')}
          {field('email', 'email')}
          {field('street')}
          <div className="counter-sale__pair">
            {field('zip')}
            {field('city')}
          </div>
          <div className="counter-receipt__actions">
            <button type="submit" className="office-button office-button--primary" disabled={adding.isLoading}>
              {t('customer.save')}
            </button>
            <button type="button" className="office-button" onClick={() => setOpen(false)}>
              {t('customer.cancel')}
            </button>
          </div>
        </form>
      )}
      {message && (
        <p className={message.error ? 'office-alert' : 'office-muted'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
