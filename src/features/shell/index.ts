export { AppShell } from './components/AppShell';
export { NotFoundPage } from './components/NotFoundPage';
