import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPublicConfigQuery, useGetPublicVendorQuery, type PublicBookingDto } from '../../api/generated';
import { readApiKey } from '../../api/apiKey';
import { activeChairLines } from '../result/chairFacts';
import { useChairFacts } from '../result/useChairFacts';
import { effectivePaymentMethods } from './checkoutRules';

/**
 * The vendor configuration the checkout follows: the public vendor answer, refined by the locations of the
 * booked chairs when the API key allows reading GET /config (location overrides of paymentMethods).
 */
export function usePaymentConfig(booking: PublicBookingDto | null) {
  const publicReference = booking?.publicReference;
  const vendor = useGetPublicVendorQuery(publicReference ? { publicReference } : skipToken);
  const hasKey = readApiKey() !== null;
  const config = useGetPublicConfigQuery(publicReference && hasKey ? { publicReference } : skipToken);
  const facts = useChairFacts(booking ? activeChairLines(booking.beachChairBookings) : undefined);
  const vendorConfiguration = config.data?.configuration ?? vendor.data?.configuration;
  const methods = effectivePaymentMethods({
    vendorMethods: vendorConfiguration?.paymentMethods,
    locations: (config.data?.locations ?? []).map((location) => ({
      id: location.id,
      methods: location.configuration.paymentMethods,
    })),
    bookingLocationIds: config.data ? (facts ?? []).flatMap((fact) => (fact.locationId ? [fact.locationId] : [])) : [],
  });
  const hideComment = config.data
    ? config.data.locations.some(
        (location) =>
          facts?.some((fact) => fact.locationId === location.id) && location.configuration.hideCustomerComment,
      ) || Boolean(config.data.configuration.hideCustomerComment)
    : Boolean(vendor.data?.configuration.hideCustomerComment);
  return {
    loading: vendor.isLoading || (hasKey && config.isLoading) || (booking !== null && facts === null),
    methods,
    hideComment,
    vendor: vendor.data ?? null,
  };
}
