import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { PrimeReactProvider } from 'primereact/api';
import { Calendar } from 'primereact/calendar';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Paginator } from 'primereact/paginator';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, initI18n, requireNamespaces } from './i18n.ts';
import { PrimeLocaleSync } from './PrimeLocaleSync.tsx';
import { activePrimeLocale, bindPrimeLocale, PRIME_LOCALE_PT } from './primereact-locale.ts';

// 15 January 2024: a Monday, so the grid and the header are fixed
const DAY = new Date(2024, 0, 15);

/** The app's arrangement (app/AppProviders.tsx): the provider starts on the active locale, the sync keeps it there. */
function Screen() {
  return (
    <PrimeReactProvider value={{ locale: activePrimeLocale(), pt: PRIME_LOCALE_PT }}>
      <PrimeLocaleSync />
      <Paginator first={0} rows={10} totalRecords={50} />
      <DataTable value={[]} dataKey="id">
        <Column field="name" header="Name" />
      </DataTable>
      <DataTable
        value={[{ id: 1, name: 'Budi' }]}
        dataKey="id"
        selectionMode="checkbox"
        selection={[]}
        onSelectionChange={() => {}}
      >
        {/* a DataTable's own selection column (the lists draw their own, resources/RowSelection.tsx) */}
        <Column
          selectionMode="multiple"
          pt={{ headerCheckbox: { root: { role: undefined, 'aria-label': undefined } } }}
        />
        <Column field="name" header="Name" />
      </DataTable>
      <Calendar inline value={DAY} showButtonBar />
    </PrimeReactProvider>
  );
}

const monthName = (code: string) => DAY.toLocaleDateString(code, { month: 'long' });

beforeAll(async () => {
  await initI18n();
  // as app/AppProviders.tsx does when PrimeReact is first loaded
  bindPrimeLocale(i18next);
  // as the signed-in layout does: the `primereact` namespace comes with all the others
  await requireNamespaces('all');
});

afterEach(async () => {
  cleanup();
  await changeLocale('id-ID');
});

describe("PrimeReact's labels follow the interface language", () => {
  it('shows the paginator, the empty table and the calendar in Indonesian, then in German', async () => {
    render(<Screen />);
    expect(activePrimeLocale()).toBe('id-ID');
    expect(screen.getByRole('button', { name: 'Halaman Berikutnya' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Halaman 2' })).toBeTruthy();
    expect(screen.getByText('Tidak ada pilihan')).toBeTruthy();
    expect(screen.getByText(monthName('id-ID'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hari ini' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bulan berikutnya' })).toBeTruthy();
    // DataTable's private English copy would say "All items unselected"
    expect(screen.getByRole('checkbox', { name: 'Semua item tidak terpilih' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'All items unselected' })).toBeNull();
    // Indonesia's week starts on Sunday
    const heads = () => [...document.querySelectorAll('.p-datepicker-calendar thead th')];
    expect(heads()[0]!.textContent).toBe('Min');

    // the locale switcher's path: the German texts load, then the language changes
    await act(() => changeLocale('de'));
    expect(activePrimeLocale()).toBe('de');
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite 2' })).toBeTruthy();
    expect(screen.getByText('Keine Optionen verfügbar')).toBeTruthy();
    expect(screen.getByText(monthName('de'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Heute' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeTruthy();
    expect(screen.queryByText('Tidak ada pilihan')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Alle Elemente abgewählt' })).toBeTruthy();
    // a German week starts on Monday
    expect(heads()[0]!.textContent).toBe('Mo');
  });

  it('switches at once when i18next.changeLanguage is called directly', async () => {
    await changeLocale('de');
    render(<Screen />);
    expect(screen.getByText('Keine Optionen verfügbar')).toBeTruthy();

    await act(() => i18next.changeLanguage('id-ID'));
    expect(screen.getByText('Tidak ada pilihan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Halaman Sebelumnya' })).toBeTruthy();
    expect(screen.getByText(monthName('id-ID'))).toBeTruthy();

    await act(() => i18next.changeLanguage('de'));
    expect(screen.getByText('Keine Optionen verfügbar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leeren' })).toBeTruthy();
  });
});
