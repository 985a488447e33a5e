/** Printing a slip on a thermal roll (58/80 mm print CSS) and opening a slip's PDF: receipts and Z-reports. */
import { showRequestError } from '../../ui/index.ts';

export type Width = 58 | 80;

/**
 * Prints what the screen portals into `.pos-print-area.pos-print-{width}` while `setWidth(width)` holds:
 * the @page size cannot follow a class, so it is set for this print only.
 */
export function printThermal(width: Width, setWidth: (w: Width | null) => void): void {
  setWidth(width);
  const style = document.createElement('style');
  style.textContent = `@page { size: ${width}mm auto; margin: 2mm; }`;
  document.head.append(style);
  requestAnimationFrame(() => {
    window.print();
    style.remove();
    setWidth(null);
  });
}

/** Opens a PDF the server made in a new tab (the blob's URL freed a minute later). */
export async function openPdf(load: () => Promise<Blob>): Promise<void> {
  try {
    const url = URL.createObjectURL(await load());
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    showRequestError(error);
  }
}
