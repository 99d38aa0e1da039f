import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { appState } from '../../../app';
import { careListQueryOptions } from '../../api';

/** The care services and clothing types, in the shopper's language. */
export function useCareList() {
  const { lang } = useSnapshot(appState);
  return useQuery(careListQueryOptions(lang));
}
