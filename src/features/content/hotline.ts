import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { appState } from '../app';
import { footerQueryOptions } from './api';

/**
 * The shop's customer-service hotline, as its operator set it (the footer's information, which
 * every page loads); '' while it is not known or when the shop has none: then no number is shown.
 */
export function useHotline(): string {
  const { lang } = useSnapshot(appState);
  return useQuery(footerQueryOptions(lang)).data?.hotline ?? '';
}
