import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RouteSet } from '../../../../lib/route-set';
import type { WashingSearch } from '../../search-params';
import type { WashingStep } from '../../washing-steps';

/** A link to a washing page of the same page set. */
export function WashingLink({
  set,
  step,
  search = {},
  className,
  children,
}: {
  set: RouteSet;
  step: WashingStep;
  search?: WashingSearch;
  className?: string;
  children: ReactNode;
}) {
  const param = step === 'home' ? undefined : step;
  return set === 'shared' ? (
    <Link to="/washing/{-$step}" params={{ step: param }} search={search} className={className}>
      {children}
    </Link>
  ) : (
    <Link
      to="/{-$set}/otherPages/washing/{-$step}"
      params={{ set, step: param }}
      search={search}
      className={className}
    >
      {children}
    </Link>
  );
}
