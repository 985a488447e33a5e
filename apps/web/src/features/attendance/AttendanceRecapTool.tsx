import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListToolProps } from '../../app/feature.ts';
import { SideDrawer } from '../../ui/index.ts';

const AttendanceRecap = lazy(() =>
  import('./AttendanceRecap.tsx').then((m) => ({ default: m.AttendanceRecap })),
);

/** "Rekap bulanan" on the attendance list's toolbar: the month per person in a drawer. */
export function AttendanceRecapTool(_props: ListToolProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        icon="pi pi-chart-bar"
        label={t('attendance.recap.open')}
        outlined
        onClick={() => setOpen(true)}
        data-testid="attendance-recap-open"
      />
      <SideDrawer
        visible={open}
        onHide={() => setOpen(false)}
        size="lg"
        title={t('attendance.recap.title')}
        className="recap-drawer"
      >
        {open && (
          <Suspense fallback={null}>
            <AttendanceRecap />
          </Suspense>
        )}
      </SideDrawer>
    </>
  );
}
