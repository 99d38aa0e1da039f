import { createFileRoute } from '@tanstack/react-router';
import { CatalogueFilesPage } from '../../../features/catalogue/pages/CatalogueFilesPage';

export const Route = createFileRoute('/_console/catalogue/')({
  component: CatalogueFilesPage,
});
