import { BREAKPOINTS, DIALOG_DEFAULT_WIDTH, Z_INDEX } from '@kantor/core';
import { Dialog } from 'primereact/dialog';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { type DialogPosition, dialogAnimationMs } from './dialog-sizes.ts';
import { dialogMemory } from './dialog-store.ts';

export type PageDialogProps = {
  visible: boolean;
  onHide: () => void;
  title?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Default 50vw (DIALOG_DEFAULT_WIDTH). */
  width?: string;
  /** Default the spec's { '960px': '40vw', '640px': '95vw' }. */
  breakpoints?: Record<string, string>;
  style?: CSSProperties;
  position?: DialogPosition;
  maximizable?: boolean;
  draggable?: boolean;
  resizable?: boolean;
  modal?: boolean;
  dismissableMask?: boolean;
  className?: string;
  contentClassName?: string;
  /** The dialog-memory scope to clear when the dialog closes. */
  scope?: string;
  /** After the exit animation has ended. */
  onExited?: () => void;
};

/**
 * The page dialog of spec §4: PrimeReact Dialog, 50vw wide with the spec's breakpoints,
 * maximisable, draggable and resizable, animated 150 ms when centred and 300 ms otherwise.
 */
export function PageDialog({
  visible,
  onHide,
  title,
  children,
  footer,
  width = DIALOG_DEFAULT_WIDTH,
  breakpoints = BREAKPOINTS,
  style,
  position = 'center',
  maximizable = true,
  draggable = true,
  resizable = true,
  modal = true,
  dismissableMask = false,
  className,
  contentClassName,
  scope,
  onExited,
}: PageDialogProps) {
  const wasVisible = useRef(visible);
  useEffect(() => {
    // Spec §4: a dialog's remembered values are cleared when it closes.
    if (wasVisible.current && !visible && scope !== undefined) dialogMemory.clear(scope);
    wasVisible.current = visible;
  }, [visible, scope]);

  const timeout = dialogAnimationMs(position);
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={title}
      footer={footer}
      style={{ width, ...style }}
      breakpoints={{ ...breakpoints }}
      position={position}
      maximizable={maximizable}
      draggable={draggable}
      resizable={resizable}
      modal={modal}
      dismissableMask={dismissableMask}
      className={className}
      contentClassName={contentClassName}
      baseZIndex={Z_INDEX.modal}
      transitionOptions={{ timeout, onExited: () => onExited?.() }}
    >
      {children}
    </Dialog>
  );
}
