export { AppShell } from './components/AppShell';
export { ErrorPage, NotFoundPage } from './components/RarePages';
export { loadFrameData, prefetchFrameData } from './prefetch';
