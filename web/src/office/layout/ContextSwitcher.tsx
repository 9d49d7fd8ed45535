import { useTranslation } from 'react-i18next';
import {
  useListVendorLocationsQuery,
  useListVendorsQuery,
  useSwitchLocationContextMutation,
  useSwitchVendorContextMutation,
} from '../api/officeApi';
import { useOfficeDispatch } from '../app/hooks';
import { signedIn, type SessionAnswer } from '../auth/sessionSlice';
import { useSession } from '../auth/useSession';
import { useErrorText } from '../ui/errorText';

/**
 * The vendor and location the session acts in (the `context` routes: a new token pair for the new context). A user
 * with one vendor sees only the location choice; an admin picks any vendor.
 */
export function ContextSwitcher() {
  const { t } = useTranslation('office');
  const dispatch = useOfficeDispatch();
  const errorText = useErrorText();
  const { user, refreshToken } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  const manyVendors = isAdmin || (user?.vendorIds.length ?? 0) > 1;
  const vendors = useListVendorsQuery({ itemsPerPage: 0 }, { skip: !manyVendors });
  const locations = useListVendorLocationsQuery({ itemsPerPage: 0 }, { skip: !user?.vendorId });
  const [switchVendor, vendorState] = useSwitchVendorContextMutation();
  const [switchLocation, locationState] = useSwitchLocationContextMutation();

  if (!user) return null;
  const apply = (answer: { data?: unknown }) => {
    if (answer.data) dispatch(signedIn(answer.data as SessionAnswer));
  };
  const onVendor = async (value: string) => {
    if (!value) return;
    apply(
      await switchVendor({ contextVendorDto: { vendorId: Number(value), refreshToken: refreshToken ?? undefined } }),
    );
  };
  const onLocation = async (value: string) => {
    // "All locations": the vendor context again, which has no location.
    if (!value && user.vendorId) {
      apply(
        await switchVendor({ contextVendorDto: { vendorId: user.vendorId, refreshToken: refreshToken ?? undefined } }),
      );
      return;
    }
    apply(
      await switchLocation({
        contextLocationDto: { locationId: Number(value), refreshToken: refreshToken ?? undefined },
      }),
    );
  };
  const vendorItems = vendors.data?.items ?? [];
  const locationItems = locations.data?.items ?? [];
  const failed = vendorState.error ?? locationState.error;

  return (
    <div className="office-context">
      {manyVendors && (
        <label className="office-context__field">
          <span>{t('context.vendor')}</span>
          <select
            value={user.vendorId ?? ''}
            onChange={(e) => void onVendor(e.target.value)}
            disabled={vendorState.isLoading}
          >
            {!user.vendorId && <option value="">{t('context.pickVendor')}</option>}
            {vendorItems.map((v) => (
              <option key={v.id} value={v.id}>
                {v.companyName}
              </option>
            ))}
          </select>
        </label>
      )}
      {user.vendorId && (
        <label className="office-context__field">
          <span>{t('context.location')}</span>
          <select
            value={user.locationId ?? ''}
            onChange={(e) => void onLocation(e.target.value)}
            disabled={locationState.isLoading}
          >
            <option value="">{t('context.allLocations')}</option>
            {locationItems.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {failed && (
        <p className="office-alert" role="alert">
          {errorText(failed)}
        </p>
      )}
    </div>
  );
}
