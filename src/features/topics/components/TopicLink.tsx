import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RouteSet } from '../../../lib/route-set';
import { topicPageName, type TopicScreen } from '../screens';
import type { TopicSearch } from '../search-params';

/** A link to a screen of the campaigns in the same page set. */
export function TopicLink({
  routeSet,
  screen,
  search,
  className,
  children,
}: {
  routeSet: RouteSet;
  screen: TopicScreen;
  search: TopicSearch;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to="/{-$set}/advertising/$page"
      params={{
        set: routeSet === 'shared' ? undefined : routeSet,
        page: topicPageName(routeSet, screen),
      }}
      search={search}
      className={className}
    >
      {children}
    </Link>
  );
}
