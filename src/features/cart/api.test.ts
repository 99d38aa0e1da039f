import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addToCartMutationOptions } from './api';
import { cartCountQueryOptions } from './count';

describe("the bag's count after adding", () => {
  it("keeps the add's figure when a count asked for before it answers afterwards", async () => {
    const queryClient = new QueryClient();
    const { queryKey } = cartCountQueryOptions();
    let answerOld: (value: { num: number }) => void = () => {};
    // Signing in asks for the count; the shopper's add is carried out meanwhile.
    const asked = queryClient
      .fetchQuery({
        queryKey,
        queryFn: () => new Promise<{ num: number }>((resolve) => (answerOld = resolve)),
      })
      .catch(() => undefined);
    const { onSettled } = addToCartMutationOptions(queryClient);
    const input = { sku_id: 1, quantity: 1 };
    const settled = onSettled?.({ num: 1 } as never, null, input as never, undefined, {} as never);
    answerOld({ num: 0 });
    await Promise.all([asked, settled]);
    expect(queryClient.getQueryData(queryKey)).toEqual({ num: 1 });
  });
});
