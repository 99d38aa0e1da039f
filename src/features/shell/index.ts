export { AppShell } from './components/AppShell';
export { ErrorPage } from './components/ErrorPage';
export { NotFoundPage } from './components/NotFoundPage';
