/**
 * Domain panels shown under a resource's generic view (the stock card under an item, later the lines
 * under an invoice): the generic page stays one page, a domain adds to it here. Each panel is a lazy chunk.
 */
import type { Resource } from '@kantor/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type ViewPanelProps = { resource: Resource; id: string; record: Record<string, unknown> };

type Panel = LazyExoticComponent<ComponentType<ViewPanelProps>>;

const PANELS: Readonly<Record<string, readonly Panel[]>> = {
  // "Tanya AI": templates bound to the resource (features/ai), and a template's own run panel
  templateprompt: [
    lazy(() => import('../features/ai/TemplateRunPanel.tsx').then((m) => ({ default: m.TemplateRunPanel }))),
  ],
  akun: [
    lazy(() =>
      import('../features/hosting/HostingPanels.tsx').then((m) => ({ default: m.AccountHostingPanel })),
    ),
    lazy(() => import('../features/ai/AskAiPanel.tsx').then((m) => ({ default: m.AccountAskAiPanel }))),
  ],
  // hosting: a mailbox's new password goes through its account's panel (features/hosting)
  akunwebmail: [
    lazy(() =>
      import('../features/hosting/HostingPanels.tsx').then((m) => ({ default: m.MailboxPasswordPanel })),
    ),
  ],
  rstok: [
    lazy(() =>
      import('../features/inventory/StockCardPanel.tsx').then((m) => ({ default: m.StockCardPanel })),
    ),
  ],
  rinvoice: [
    lazy(() =>
      import('../features/invoicing/InvoiceLinesPanel.tsx').then((m) => ({ default: m.InvoiceLinesPanel })),
    ),
    lazy(() =>
      import('../features/invoicing/InvoicePaymentsPanel.tsx').then((m) => ({
        default: m.InvoicePaymentsPanel,
      })),
    ),
  ],
  rlaporan: [
    lazy(() => import('../features/reports/ReportPanel.tsx').then((m) => ({ default: m.ReportPanel }))),
  ],
  rpekerjaan: [
    lazy(() =>
      import('../features/jobs/JobProgressPanel.tsx').then((m) => ({ default: m.JobProgressPanel })),
    ),
    lazy(() =>
      import('../features/inventory/JobMaterialsPanel.tsx').then((m) => ({ default: m.JobMaterialsPanel })),
    ),
    lazy(() => import('../features/ai/AskAiPanel.tsx').then((m) => ({ default: m.JobAskAiPanel }))),
  ],
  rbarangmasuk: [
    lazy(() =>
      import('../features/inventory/ReceiptLinesPanel.tsx').then((m) => ({ default: m.ReceiptLinesPanel })),
    ),
  ],
};

/** Panels under every resource's view, before the resource's own: the record's mind map (features/mindmap). */
const EVERY_VIEW: readonly Panel[] = [
  lazy(() =>
    import('../features/mindmap/RecordMindmapLink.tsx').then((m) => ({ default: m.RecordMindmapLink })),
  ),
];

export const viewPanelsOf = (resource: string): readonly Panel[] => [
  ...EVERY_VIEW,
  ...(PANELS[resource] ?? []),
];

/** What a list tool receives: the resource whose list shows it. */
export type ListToolProps = { resource: string };

type Tool = LazyExoticComponent<ComponentType<ListToolProps>>;

/**
 * Domain tools on a resource's list toolbar, beside export and import (the monthly recap of the
 * attendance list): the list stays the generic one, a domain adds a button here. Each is a lazy chunk.
 */
const LIST_TOOLS: Readonly<Record<string, readonly Tool[]>> = {
  akunwebmail: [
    lazy(() =>
      import('../features/hosting/CreateMailboxTool.tsx').then((m) => ({ default: m.CreateMailboxTool })),
    ),
  ],
  dokumengenerator: [
    lazy(() =>
      import('../features/documents/DocxTemplateTool.tsx').then((m) => ({ default: m.DocxTemplateTool })),
    ),
  ],
  rabsensi: [
    lazy(() =>
      import('../features/attendance/AttendanceRecapTool.tsx').then((m) => ({
        default: m.AttendanceRecapTool,
      })),
    ),
  ],
  rlangganan: [
    lazy(() =>
      import('../features/maintenance/SubscriptionDayTool.tsx').then((m) => ({
        default: m.SubscriptionDayTool,
      })),
    ),
  ],
};

export const listToolsOf = (resource: string): readonly Tool[] => LIST_TOOLS[resource] ?? [];
