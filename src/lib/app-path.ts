import type { RegisteredRouter } from '@tanstack/react-router';
import type { RouteToPath } from '@tanstack/router-core';

/**
 * The path of one of the app's routes, as a link names it. Text that must be an app address says
 * `satisfies AppPath` (or a type built on it), so that the router's types check it.
 */
export type AppPath = RouteToPath<RegisteredRouter>;
