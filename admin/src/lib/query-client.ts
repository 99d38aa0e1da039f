import { QueryClient } from '@tanstack/react-query';
import { ConsoleError } from './http';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal will be refused again: only a network failure is worth another try.
        retry: (count, error) =>
          count < 2 && error instanceof ConsoleError && error.code === 'network',
        refetchOnWindowFocus: false,
      },
    },
  });
}
