import { describe, expect, it } from '@jest/globals';
import { initialTseForm, tseFormToDto, validateTseForm, withProvider } from './tillLogic';

describe('the TSE form', () => {
  it('starts from the active TSE when its provider is offered, else from the first provider offered', () => {
    const active = { provider: 'FISKALY' as const, tssId: 'tss-1', clientId: 'kasse-1' };
    expect(initialTseForm(active, ['FISKALY', 'FAKE'])).toEqual({
      provider: 'FISKALY',
      tssId: 'tss-1',
      clientId: 'kasse-1',
    });
    expect(initialTseForm(active, ['FAKE'])).toEqual({ provider: 'FAKE', tssId: '', clientId: '' });
    expect(initialTseForm(null, [])).toEqual({ provider: 'FISKALY', tssId: '', clientId: '' });
  });

  it('another provider chosen starts from its active ids, or from none', () => {
    const active = { provider: 'FISKALY' as const, tssId: 'tss-1', clientId: 'kasse-1' };
    const fiskaly = { provider: 'FISKALY' as const, tssId: 'tss-1', clientId: 'kasse-2' };
    expect(withProvider(fiskaly, 'FAKE', active)).toEqual({ provider: 'FAKE', tssId: '', clientId: '' });
    expect(withProvider({ provider: 'FAKE', tssId: '', clientId: 'x' }, 'FISKALY', active)).toEqual(active);
    expect(withProvider(fiskaly, 'FISKALY', active)).toBe(fiskaly);
  });

  it('fiskaly needs both ids; the fake none; an id with other characters is refused', () => {
    expect(validateTseForm({ provider: 'FISKALY', tssId: ' ', clientId: '' })).toEqual({
      tssId: 'required',
      clientId: 'required',
    });
    expect(validateTseForm({ provider: 'FAKE', tssId: '', clientId: '' })).toEqual({});
    expect(validateTseForm({ provider: 'FAKE', tssId: '', clientId: 'kasse 1' })).toEqual({ clientId: 'pattern' });
    expect(validateTseForm({ provider: 'FISKALY', tssId: '9f1c-aa', clientId: 'a.b_c' })).toEqual({});
  });

  it('sends the ids trimmed, and leaves out the empty ones', () => {
    expect(tseFormToDto({ provider: 'FISKALY', tssId: ' tss ', clientId: 'k' })).toEqual({
      provider: 'FISKALY',
      tssId: 'tss',
      clientId: 'k',
    });
    expect(tseFormToDto({ provider: 'FAKE', tssId: '', clientId: '' })).toEqual({ provider: 'FAKE' });
  });
});
