import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react';
import { CheckBox } from '../ui/CheckBox.tsx';
import type { Row } from './api-hooks.ts';

/*
 * The list's row selection (bulk delete) as plain checkboxes instead of PrimeReact's selection column.
 * The table (ui/ListTable.tsx) re-renders a row only when the row changes, so the boxes read the
 * selection from a context: a click re-renders the boxes, not the table. A selected row is highlighted
 * by CSS (`tr:has(.p-checkbox.p-highlight)`, resources.css). Each box is named by what it does
 * ("Pilih CV Maju"); PrimeReact named it by a state ("Baris terpilih") that was wrong half the time.
 */

type Selection = {
  isSelected: (row: Row) => boolean;
  allSelected: boolean;
  toggle: (row: Row, on: boolean) => void;
  toggleAll: (on: boolean) => void;
};

const SelectionContext = createContext<Selection | null>(null);

/** Provides the selection of one page of rows to its boxes; the current page is what "select all" selects. */
export function RowSelection({
  rows,
  selection,
  onChange,
  children,
}: {
  rows: readonly Row[];
  selection: readonly Row[];
  onChange: (rows: Row[]) => void;
  children: ReactNode;
}) {
  // the handlers read the latest selection through a ref, so their identity (and the boxes) stay put
  const latest = useRef({ rows, selection, onChange });
  latest.current = { rows, selection, onChange };
  const toggle = useCallback((row: Row, on: boolean) => {
    const { selection: current, onChange: change } = latest.current;
    const others = current.filter((r) => r.id !== row.id);
    change(on ? [...others, row] : others);
  }, []);
  const toggleAll = useCallback((on: boolean) => {
    const { rows: page, selection: current, onChange: change } = latest.current;
    const onPage = new Set(page.map((r) => r.id));
    const others = current.filter((r) => !onPage.has(r.id));
    change(on ? [...others, ...page] : others);
  }, []);
  const value = useMemo<Selection>(() => {
    const ids = new Set(selection.map((r) => r.id));
    return {
      isSelected: (row) => ids.has(row.id),
      allSelected: rows.length > 0 && rows.every((r) => ids.has(r.id)),
      toggle,
      toggleAll,
    };
  }, [rows, selection, toggle, toggleAll]);
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

function useSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('a selection box outside its table');
  return selection;
}

/** A row's box; `label` is translated by the table (no i18n subscription per row). */
export function SelectRowBox({ row, label }: { row: Row; label: string }) {
  const { isSelected, toggle } = useSelection();
  return <CheckBox checked={isSelected(row)} onChange={(on) => toggle(row, on)} ariaLabel={label} />;
}

export function SelectAllBox({ label }: { label: string }) {
  const { allSelected, toggleAll } = useSelection();
  return <CheckBox checked={allSelected} onChange={toggleAll} ariaLabel={label} />;
}
