import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner.tsx';

/**
 * A heavy tool's route element (the PDF designer, the spreadsheet, the mind map): while its chunk loads,
 * the spinner says which tool is being opened (`label`, a text key), where other routes show the bare
 * spinner (issue 36: these chunks take a few seconds on a cold load of a slow connection).
 */
export function ToolLoading({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<ToolSpinner label={label} />}>{children}</Suspense>;
}

/** The tool's spinner, also for a tool's own second chunk (the PDF designer's pdfme). */
export function ToolSpinner({ label }: { label: string }) {
  const { t } = useTranslation();
  return <Spinner label={t(label)} />;
}
