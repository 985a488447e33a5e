/**
 * Browser journey of maintenance, on the demo business: the admin opens the preventive schedule at
 * /cmumt/pm, makes the overdue visit a job (confirmed), follows the link to the new job, and sees the
 * schedule moved on; then makes a waiting request a job from its list's row action.
 */
import { describe, expect, it } from 'vitest';
import { useAdminJourney } from './support/journey.ts';

const api = <T>(url: string) => journey.api<T>('GET', url);

type Schedule = {
  id: number;
  aset: string;
  group: string;
  jadwal_berikutnya: string;
  id_pekerjaan: number | null;
};
const schedules = () => api<{ records: Schedule[] }>('/api/cmumt/pm');

const journey = useAdminJourney({
  server: { seedDemo: true },
});

describe('maintenance in the browser', () => {
  it('makes the overdue visit a job and lands on that job', async () => {
    const overdue = (await schedules()).records.find((s) => s.group === 'overdue')!;
    expect(overdue).toBeDefined();

    await journey.page.goto('/cmumt/pm');
    const group = journey.page.getByTestId('pm-group-overdue');
    await group.getByTestId(`pm-row-${overdue.id}`).waitFor();
    await journey.page.getByTestId(`pm-make-job-${overdue.id}`).click();
    const dialog = journey.page.locator('.p-confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(overdue.aset);
    await dialog.locator('.p-confirm-dialog-accept').click();

    await journey.page.getByTestId('pm-created').waitFor();
    // the visit moved on: it is no longer overdue
    await group.getByText('Tidak ada.').waitFor();
    await journey.page.getByTestId('pm-open-job').click();
    await journey.page.waitForURL(/\/rpekerjaan\/view\/\d+$/);
    await journey.page.getByText(`Perawatan berkala: ${overdue.aset}`).first().waitFor();

    const moved = (await schedules()).records.find((s) => s.id === overdue.id)!;
    expect(moved.group).not.toBe('overdue');
    expect(moved.jadwal_berikutnya > overdue.jadwal_berikutnya).toBe(true);
    expect(journey.page.url()).toContain(`/rpekerjaan/view/${moved.id_pekerjaan}`);
  });

  it("makes a waiting request a job from its list's row action", async () => {
    await journey.page.goto('/butuhapa');
    const action = journey.page.getByRole('link', { name: /Jadikan pekerjaan Ibu Sinta Maharani/ });
    await action.first().click();
    await journey.page.getByTestId('intake-butuhapa').waitFor();
    await journey.page.getByTestId('intake-convert').click();
    await journey.page.waitForURL(/\/rpekerjaan\/view\/\d+$/);
    await journey.page.getByText('Pasang CCTV 4 kamera di rumah').first().waitFor();
    const [request] = (
      await api<{ records: { status: string; id_pekerjaan: number | null }[] }>(
        `/api/butuhapa?search=${encodeURIComponent('Sinta')}`,
      )
    ).records;
    expect(request).toMatchObject({ status: 'Menjadi Pekerjaan' });
    expect(journey.errors).toEqual([]);
  });
});
