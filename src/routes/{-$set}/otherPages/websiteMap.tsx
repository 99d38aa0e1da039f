import { createFileRoute } from '@tanstack/react-router';
import { loadDocumentsMessages, SiteMapPage } from '../../../features/documents/routing';
import { routeSetOf } from '../../../lib/route-set';
import { RoutePending } from '../../../ui/screens/RouteStates';

export const Route = createFileRoute('/{-$set}/otherPages/websiteMap')({
  loader: async ({ params }) => {
    const routeSet = routeSetOf(params.set);
    await Promise.all([SiteMapPage.preload?.(), loadDocumentsMessages()]);
    return routeSet;
  },
  pendingComponent: RoutePending,
  component: function WebsiteMapRoute() {
    return <SiteMapPage routeSet={Route.useLoaderData()} />;
  },
});
