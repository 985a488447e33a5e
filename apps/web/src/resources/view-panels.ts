/**
 * Domain panels shown under a resource's generic view (the stock card under an item, later the lines
 * under an invoice): the generic page stays one page, a domain adds to it here. Each panel is a lazy chunk.
 */
import type { Resource } from '@kantor/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadAccountAskAiPanel, loadJobAskAiPanel, loadTemplateRunPanel } from '../features/ai/lazy.ts';
import { loadAttendanceRecapTool } from '../features/attendance/lazy.ts';
import { loadDocxTemplateTool } from '../features/documents/lazy.ts';
import {
  loadAccountHostingPanel,
  loadCreateMailboxTool,
  loadMailboxPasswordPanel,
} from '../features/hosting/lazy.ts';
import {
  loadGoodsOutQuote,
  loadJobMaterialsPanel,
  loadReceiptLinesPanel,
  loadStockCardPanel,
} from '../features/inventory/lazy.ts';
import { loadInvoiceLinesPanel, loadInvoicePaymentsPanel } from '../features/invoicing/lazy.ts';
import { loadJobProgressPanel } from '../features/jobs/lazy.ts';
import { loadSubscriptionDayTool } from '../features/maintenance/lazy.ts';
import { loadRecordMindmapLink } from '../features/mindmap/lazy.ts';
import { loadReportPanel } from '../features/reports/lazy.ts';

export type ViewPanelProps = { resource: Resource; id: string; record: Record<string, unknown> };

type Panel = LazyExoticComponent<ComponentType<ViewPanelProps>>;

const PANELS: Readonly<Record<string, readonly Panel[]>> = {
  // "Tanya AI": templates bound to the resource (features/ai), and a template's own run panel
  templateprompt: [lazy(loadTemplateRunPanel)],
  akun: [lazy(loadAccountHostingPanel), lazy(loadAccountAskAiPanel)],
  // hosting: a mailbox's new password goes through its account's panel (features/hosting)
  akunwebmail: [lazy(loadMailboxPasswordPanel)],
  rstok: [lazy(loadStockCardPanel)],
  rinvoice: [lazy(loadInvoiceLinesPanel), lazy(loadInvoicePaymentsPanel)],
  rlaporan: [lazy(loadReportPanel)],
  rpekerjaan: [lazy(loadJobProgressPanel), lazy(loadJobMaterialsPanel), lazy(loadJobAskAiPanel)],
  rbarangmasuk: [lazy(loadReceiptLinesPanel)],
};

/** Panels under every resource's view, before the resource's own: the record's mind map (features/mindmap). */
const EVERY_VIEW: readonly Panel[] = [lazy(loadRecordMindmapLink)];

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
  akunwebmail: [lazy(loadCreateMailboxTool)],
  dokumengenerator: [lazy(loadDocxTemplateTool)],
  rabsensi: [lazy(loadAttendanceRecapTool)],
  rlangganan: [lazy(loadSubscriptionDayTool)],
};

export const listToolsOf = (resource: string): readonly Tool[] => LIST_TOOLS[resource] ?? [];

/** What a form panel receives: the form's values as they are being typed. */
export type FormPanelProps = {
  resource: Resource;
  mode: 'add' | 'edit';
  values: Readonly<Record<string, unknown>>;
};

type FormPanel = LazyExoticComponent<ComponentType<FormPanelProps>>;

/**
 * Domain panels under a resource's generic add and edit form, e.g. the price and discount a goods out
 * will get, previewed before saving: the form stays the generic one, a domain adds to it here.
 */
const FORM_PANELS: Readonly<Record<string, readonly FormPanel[]>> = {
  rbarangkeluar: [lazy(loadGoodsOutQuote)],
};

export const formPanelsOf = (resource: string): readonly FormPanel[] => FORM_PANELS[resource] ?? [];
