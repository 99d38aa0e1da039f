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
  PromotionDatesInput,
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

export function useSetPromotionDates(promotionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PromotionDatesInput) =>
      post<ConsolePromotion>(`/marketing/promotions/${promotionId}/dates`, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
      ]),
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
