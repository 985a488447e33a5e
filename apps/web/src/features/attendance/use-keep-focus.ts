import { type RefObject, useEffect } from 'react';

const editable = (element: Element | null) =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLElement && element.isContentEditable);

/**
 * Keeps the card field focused, as a kiosk needs: a USB reader "types" the card number and Enter into
 * whatever has the focus. Focus comes back when it falls to the page (a click on empty space) and on
 * the first key typed while no other field holds it; a menu, dialog or other field keeps it meanwhile.
 */
export function useKeepFocus(ref: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const focus = () => ref.current?.focus({ preventScroll: true });
    const overlayOpen = () => document.querySelector('.p-dialog-mask, .p-sidebar-mask') !== null;
    focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.key === 'Tab') return;
      if (document.activeElement === ref.current || editable(document.activeElement) || overlayOpen()) return;
      // focused before the key's character is inserted, so the reader's first digit lands in the field
      focus();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocusOut = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const active = document.activeElement;
        if ((!active || active === document.body) && !overlayOpen()) focus();
      }, 200);
    };
    const input = ref.current;
    window.addEventListener('keydown', onKey, true);
    input?.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKey, true);
      input?.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);
}
