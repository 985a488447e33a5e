import { Button } from 'primereact/button';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailSize } from './detail-tree.ts';

/*
 * The dialog and its tree (PrimeReact's Tree and Dialog, ~48 KB of script) load on the first open: a
 * record view and a list draw a Detail button per JSON value, and the view's first draw came with them
 * (issue 36, a cold job view's bytes before its content).
 */
const DetailDialog = lazy(() => import('./DetailDialog.tsx').then((m) => ({ default: m.DetailDialog })));

export type DetailPopupProps = {
  /** An object, an array, or JSON text. */
  value: unknown;
  /** 'xl' | 'large' | 'lg' → 60rem, 'sm' | 'small' → 30rem, otherwise 45rem. */
  size?: DetailSize;
  /** Button text; default the translated 'Detail'. */
  label?: string;
  /** Default 'pi pi-eye'. */
  icon?: string;
  /** Dialog title; default the button text. */
  title?: ReactNode;
  className?: string;
  buttonSize?: 'small' | 'large';
  /** Start with the dialog open (tests, deep links). */
  defaultOpen?: boolean;
};

/** The JSON detail popup of spec §2: a 'Detail' button opening a dialog with the value as a tree. */
export function DetailPopup({
  value,
  size,
  label,
  icon = 'pi pi-eye',
  title,
  className,
  buttonSize = 'small',
  defaultOpen = false,
}: DetailPopupProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  // mounted on the first open, then kept so the closing dialog animates with its body
  const [opened, setOpened] = useState(defaultOpen);
  const buttonLabel = label ?? t('ui.detail.button');
  return (
    <>
      <Button
        type="button"
        label={buttonLabel}
        icon={icon}
        size={buttonSize}
        outlined
        className={className}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <DetailDialog
            value={value}
            size={size}
            title={title ?? buttonLabel}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
