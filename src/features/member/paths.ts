/** Which route set a member screen belongs to: the shared route adapts to the width. */
export type MemberRouteSet = 'shared' | 'pc' | 'mobile';

export const MEMBER_PATHS = {
  shared: '/personal',
  pc: '/pc/personal/my',
  mobile: '/mobile/personal',
} as const satisfies Record<MemberRouteSet, string>;
