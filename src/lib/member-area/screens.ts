import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MemberScreenTab, MemberSearch } from './search';

/**
 * A screen of the member area, shown for its `tab`: the page it draws for the area's search, and
 * what the area's route loads before it shows (its code, words and data). Each feature lists its
 * own screens in its `routing` module; the area's routes put them together (src/features/
 * hosted-screens), so that a screen is one step from its route and its data one from its screen.
 */
export interface MemberScreen {
  render(search: MemberSearch): ReactNode;
  /** Asked for a signed-in member only; a refusal is left for the page to show. */
  load(queryClient: QueryClient, search: MemberSearch): Promise<unknown>;
}

export type MemberScreens = Record<MemberScreenTab, MemberScreen>;
