/**
 * The pdfme designer (and antd under it), loaded only by the designer page: this module is imported
 * dynamically, so none of it reaches the login route, the lists or the view pages.
 */
import type { Template } from '@pdfme/common';
import {
  barcodes,
  ellipse,
  image,
  line,
  multiVariableText,
  rectangle,
  svg,
  table,
  text,
} from '@pdfme/schemas';
import { Designer } from '@pdfme/ui';

export type DesignerHandle = {
  getTemplate: () => Template;
  updateTemplate: (template: Template) => void;
  getPageCursor: () => number;
  destroy: () => void;
};

/** Palette labels by plugin: the keys of pdfme's plugin map are what its side bar shows. */
export type PaletteLabels = Record<
  | 'text'
  | 'multiVariableText'
  | 'image'
  | 'svg'
  | 'table'
  | 'line'
  | 'rectangle'
  | 'ellipse'
  | 'qrcode'
  | 'code128'
  | 'ean13',
  string
>;

/** Mounts the designer in `container` with the same drawing plugins the server prints with. */
export function mountDesigner(
  container: HTMLElement,
  template: Template,
  labels: PaletteLabels,
  onChange: (template: Template) => void,
): DesignerHandle {
  const plugins = {
    [labels.text]: text,
    [labels.multiVariableText]: multiVariableText,
    [labels.table]: table,
    [labels.image]: image,
    [labels.svg]: svg,
    [labels.line]: line,
    [labels.rectangle]: rectangle,
    [labels.ellipse]: ellipse,
    [labels.qrcode]: barcodes.qrcode,
    [labels.code128]: barcodes.code128,
    [labels.ean13]: barcodes.ean13,
  };
  const designer = new Designer({
    domContainer: container,
    template,
    plugins,
    // on a narrow screen the 400 px side panel would cover the page: it starts closed there
    options: { lang: 'en', zoomLevel: 1, sidebarOpen: window.innerWidth >= 900 },
  });
  designer.onChangeTemplate(onChange);
  return designer;
}
