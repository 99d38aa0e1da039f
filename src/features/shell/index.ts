export { AppShell } from './components/AppShell';
export { ErrorPage, NotFoundPage } from './components/RarePages';
export { prefetchFrameData } from './prefetch';
