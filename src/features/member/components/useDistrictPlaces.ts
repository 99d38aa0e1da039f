import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { appState } from '../../app';
import { districtQueryOptions } from '../api';

/** The district picker's lists, from the shop's district service in the shopper's language. */
export function useDistrictPlaces(parentCode: string | null) {
  const { lang } = useSnapshot(appState);
  return useQuery({
    ...districtQueryOptions(parentCode ?? '', lang),
    enabled: parentCode !== null,
  });
}
