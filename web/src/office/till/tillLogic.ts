import type { PutTillTseDto, TseProviderName } from '../api/officeApi';

// The TSE form's rules, kept free of React so they are testable: fiskaly needs its TSS and client, the fake names its own.

export interface TseForm {
  provider: TseProviderName;
  tssId: string;
  clientId: string;
}

export type TseField = 'tssId' | 'clientId';
export type TseFormErrors = Partial<Record<TseField, 'required' | 'pattern'>>;

/** The ids fiskaly (and the fake) use: letters, digits, '.', '_' and '-', up to 100 (the server's rule). */
const TSE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** The form for a location: its active TSE's provider and ids when the provider may still be chosen, else the first offered. */
export function initialTseForm(
  active: { provider: TseProviderName; tssId: string; clientId: string } | null,
  providers: TseProviderName[],
): TseForm {
  if (active && providers.includes(active.provider))
    return { provider: active.provider, tssId: active.tssId, clientId: active.clientId };
  return { provider: providers[0] ?? 'FISKALY', tssId: '', clientId: '' };
}

/** Another provider chosen: the active TSE's ids when it is that provider's, else none (a fiskaly TSS id never names a fake). */
export function withProvider(
  form: TseForm,
  provider: TseProviderName,
  active: { provider: TseProviderName; tssId: string; clientId: string } | null,
): TseForm {
  if (provider === form.provider) return form;
  return active?.provider === provider
    ? { provider, tssId: active.tssId, clientId: active.clientId }
    : { provider, tssId: '', clientId: '' };
}

export function validateTseForm(form: TseForm): TseFormErrors {
  const errors: TseFormErrors = {};
  for (const field of ['tssId', 'clientId'] as const) {
    const value = form[field].trim();
    if (!value) {
      if (form.provider === 'FISKALY') errors[field] = 'required';
    } else if (!TSE_ID.test(value)) errors[field] = 'pattern';
  }
  return errors;
}

/** The body of PUT /till/locations/{id}/tse: the fake's ids only when typed. */
export function tseFormToDto(form: TseForm): PutTillTseDto {
  const tssId = form.tssId.trim();
  const clientId = form.clientId.trim();
  return {
    provider: form.provider,
    ...(tssId ? { tssId } : {}),
    ...(clientId ? { clientId } : {}),
  };
}
