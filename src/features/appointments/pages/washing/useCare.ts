import { useSuspenseQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { appState } from '../../../app';
import { careListQueryOptions } from '../../api';

/** The care services and clothing types, in the shopper's language (the route loaded them). */
export function useCareList() {
  const { lang } = useSnapshot(appState);
  return useSuspenseQuery(careListQueryOptions(lang)).data;
}
