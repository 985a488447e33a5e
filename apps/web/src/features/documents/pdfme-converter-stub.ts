/**
 * Stands in for `@pdfme/converter` in the web build (vite.config.ts alias). pdfme's designer needs the
 * converter only to draw an uploaded base PDF behind the page, through pdfium (a 15 MB worker and a
 * 5 MB wasm). Kantor's templates are blank pages only (the server refuses anything else), so the
 * designer never calls it; if it ever did, the design fails with this message instead of loading 20 MB.
 */
const unsupported = (): never => {
  throw new Error('Base PDFs are not supported: Kantor templates use blank pages');
};

export const pdf2img = async (..._args: unknown[]): Promise<ArrayBuffer[]> => unsupported();
export const pdf2size = async (..._args: unknown[]): Promise<{ width: number; height: number }[]> =>
  unsupported();
export const img2pdf = async (..._args: unknown[]): Promise<ArrayBuffer> => unsupported();
