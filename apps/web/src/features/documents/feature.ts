import type { Feature } from '../../app/feature.ts';
import { loadBatchDocumentsTool, loadDocxTemplateTool, loadPrintWithTemplateButton } from './lazy.ts';

export const documentsFeature: Feature = {
  name: 'documents',
  // "Cetak dengan template" on every view and "Dokumen massal" on every list (each shown only when the
  // resource has templates)
  viewActions: [loadPrintWithTemplateButton],
  everyListTools: [loadBatchDocumentsTool],
  listTools: { dokumengenerator: [loadDocxTemplateTool] },
};
