import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleCoupon,
  ConsoleCouponPage,
  ConsoleSubscriberPage,
  CouponIssueResult,
  ConsolePromotion,
  CouponCategoryOption,
  CouponRecipients,
  NewCoupon,
} from '../../../../contract/console-marketing';
import type {
  NewPromotion,
  PromotionEdit,
  PromotionPiecesInput,
  PromotionWithPieces,
} from '../../../../contract/console-marketing';
import { get, http, post } from '../../lib/http';
import type { CouponsSearch, SubscribersSearch } from './search';
import { queryRoots } from '../../lib/query-keys';

export const MARKETING_PAGE_SIZE = 20;

export const couponsQuery = (search: CouponsSearch) =>
  queryOptions({
    queryKey: [...queryRoots.marketing, 'coupons', search],
    queryFn: () =>
      get<ConsoleCouponPage>('/marketing/coupons', { ...search, page_size: MARKETING_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** The categories a coupon can be limited to. */
export const couponCategoriesQuery = queryOptions({
  queryKey: [...queryRoots.marketing, 'coupon-categories'],
  queryFn: () => get<CouponCategoryOption[]>('/marketing/coupon-categories'),
  staleTime: 5 * 60_000,
});

export const subscribersQuery = (search: SubscribersSearch) =>
  queryOptions({
    queryKey: [...queryRoots.marketing, 'subscribers', search],
    queryFn: () =>
      get<ConsoleSubscriberPage>('/marketing/subscribers', {
        ...search,
        page_size: MARKETING_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

export const promotionsQuery = queryOptions({
  queryKey: [...queryRoots.marketing, 'promotions'],
  queryFn: () => get<ConsolePromotion[]>('/marketing/promotions'),
});

export const promotionPiecesQuery = (promotionId: number) =>
  queryOptions({
    queryKey: [...promotionsQuery.queryKey, promotionId, 'pieces'],
    queryFn: () => get<PromotionWithPieces>(`/marketing/promotions/${promotionId}/pieces`),
  });

/**
 * After a promotion changed: the promotions and their pieces, the catalogue's pieces (their
 * prices follow the promotion's) and the audit log.
 */
function usePromotionRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: promotionsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: queryRoots.catalogue }),
      queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
    ]);
}

export function useCreatePromotion() {
  const refresh = usePromotionRefresh();
  return useMutation({
    mutationFn: (input: NewPromotion) => post<ConsolePromotion>('/marketing/promotions', input),
    onSettled: refresh,
  });
}

export function useUpdatePromotion(promotionId: number) {
  const refresh = usePromotionRefresh();
  return useMutation({
    mutationFn: (input: PromotionEdit) =>
      post<ConsolePromotion>(`/marketing/promotions/${promotionId}`, input),
    onSettled: refresh,
  });
}

export function usePromotionPieces(promotionId: number, action: 'add' | 'remove') {
  const refresh = usePromotionRefresh();
  const path = `/marketing/promotions/${promotionId}/pieces${action === 'remove' ? '/remove' : ''}`;
  return useMutation({
    mutationFn: (input: PromotionPiecesInput) => post<PromotionWithPieces>(path, input),
    onSettled: refresh,
  });
}

/** Ends a running promotion now, or deletes one that has not started. */
export function useClosePromotion(action: 'end' | 'delete') {
  const refresh = usePromotionRefresh();
  return useMutation({
    mutationFn: (promotion: Pick<ConsolePromotion, 'id' | 'version'>) =>
      post<unknown>(`/marketing/promotions/${promotion.id}/${action}`, {
        version: promotion.version,
      }),
    onSettled: refresh,
  });
}

/** After a coupon changed: the coupons' list and the audit log. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: couponsQuery({}).queryKey.slice(0, 2) }),
      queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
    ]);
}

export function useCreateCoupon() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: NewCoupon) => post<ConsoleCoupon>('/marketing/coupons', input),
    onSuccess: refresh,
  });
}

export function useIssueCoupon(couponId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (recipients: CouponRecipients) =>
      post<CouponIssueResult>(`/marketing/coupons/${couponId}/issue`, recipients),
    onSuccess: refresh,
  });
}

export function useDisableCoupon() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (couponId: number) => post<ConsoleCoupon>(`/marketing/coupons/${couponId}/disable`),
    onSuccess: refresh,
  });
}

/** The subscribers the search keeps as a CSV file, saved under the server's name for it. */
export async function downloadSubscribersCsv(q: string | undefined): Promise<void> {
  const response = await http.get<Blob>('/marketing/subscribers/export', {
    params: q ? { q } : {},
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'subscribers.csv';
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
