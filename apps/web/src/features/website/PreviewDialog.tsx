import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

type Props = { html: string | null; onHide: () => void };

/**
 * The public page as the server renders it with the draft in place. The HTML comes from the server's
 * renderer (every value escaped, rich text sanitised) and is shown in a sandboxed frame without scripts.
 * The frame keeps this origin (`allow-same-origin`, and still no `allow-scripts`, so nothing in it runs):
 * with an opaque origin every image of the page was refused by our own Cross-Origin-Resource-Policy
 * (`same-origin`), and the preview showed broken images (issue 35).
 */
export function PreviewDialog({ html, onHide }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={t('website.form.preview')}
      visible={html !== null}
      onHide={onHide}
      style={{ width: '90vw', maxWidth: '72rem' }}
      breakpoints={{ '640px': '98vw' }}
      maximizable
    >
      {html !== null && (
        <iframe
          className="website-preview"
          title={t('website.form.preview')}
          sandbox="allow-same-origin"
          srcDoc={html}
          data-testid="website-preview"
        />
      )}
    </Dialog>
  );
}
