import { useQuery } from '@tanstack/react-query';
import type { UserCenter } from '../../../contract/member';
import { useLastSeenCopy, type LastSeen } from '../../lib/last-seen';
import { userCenterQueryOptions } from './api';

/**
 * The member's account overview (the user center call): as the server gives it, or offline as
 * the member last saw it (`lastSeen`, which says when), until it is read again.
 */
export function useUserCenter(): {
  data: UserCenter | undefined;
  lastSeen: LastSeen<UserCenter> | null;
  isError: boolean;
  refetch: () => void;
} {
  const center = useQuery(userCenterQueryOptions());
  const lastSeen = useLastSeenCopy(center);
  return {
    data: center.data ?? lastSeen?.data,
    lastSeen,
    isError: center.isError,
    refetch: () => void center.refetch(),
  };
}
