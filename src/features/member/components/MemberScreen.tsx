import { Suspense } from 'react';
import { useHostedScreens } from '../../../lib/member-area/hosted';
import { useMemberView } from '../../../lib/member-area/view';
import { ScreenLoading } from '../../../ui/screens/ScreenParts';
import { memberScreenOf } from '../screens';

/** The screen the `tab` search parameter names. */
export function MemberScreen() {
  const { search } = useMemberView();
  const screen = memberScreenOf(useHostedScreens(), search);
  return <Suspense fallback={<ScreenLoading />}>{screen.render(search)}</Suspense>;
}
