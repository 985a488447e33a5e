import type { DomainModule } from '../resources/index.ts';
import { documentsRoutes } from './documents.routes.ts';
import { seedDocuments } from './documents.seed.ts';
import { templateHooks } from './templates.ts';

/**
 * Documents: printable templates stored as `dokumengenerator` records (PDF designs drawn in
 * /desainhtmlpdf and DOCX files with placeholders), one document of any record authorised like viewing
 * it, and batches over a filtered list as one ZIP with progress. See docs/documents.md.
 */
export const documentsModule: DomainModule = {
  name: 'documents',
  hooks: { dokumengenerator: templateHooks },
  routes: documentsRoutes,
  seed: seedDocuments,
};
