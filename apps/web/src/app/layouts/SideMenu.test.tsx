/**
 * Issue 16: the side menu is drawn once, then rebuilt as the admin's own entries arrive. Only what
 * changed renders again: a rebuilt menu made every entry (and its NavLink) render anew, one long task
 * on a slow phone. Counted through react-router's NavLink, as it is.
 */
import { SIDE_MENU, type UiMenuAnswer } from '@kantor/core';
import { act, cleanup, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { SideMenu } from './SideMenu.tsx';

/** The `to` of each NavLink render. */
const renders: string[] = [];

vi.mock('react-router', async (original) => {
  const real = await original<typeof import('react-router')>();
  function CountedNavLink(props: ComponentProps<typeof real.NavLink>) {
    renders.push(String(props.to));
    return <real.NavLink {...props} />;
  }
  return { ...real, NavLink: CountedNavLink };
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  renders.length = 0;
});

/** The top-level routes of the built-in menu (groups closed), as a pages list. */
const pages = SIDE_MENU.flatMap((item) => (item.to ? [item.to.replace(/^\//, '')] : []));
/** A page inside a (closed) group: the admin's own entry links to it from the top level. */
const inGroup = SIDE_MENU.find((item) => item.items)?.items?.[0]?.to as string;

describe('SideMenu', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('renders only the new entry when the custom menu arrives, not the ones already drawn', async () => {
    let release!: () => void;
    const gate = new Promise<void>((done) => {
      release = done;
    });
    const answer: UiMenuAnswer = {
      entries: [
        {
          id: 7,
          label: 'Laporan Harian',
          route: inGroup,
          grup: null,
          id_parent: null,
          icon: 'pi pi-chart-bar',
          iconcolor: null,
          target: null,
          urutan: 1,
        },
      ],
    };
    await renderScreen(
      <SideMenu />,
      { path: '/home', pages: [...pages, inGroup.slice(1)] },
      {
        'GET /api/ui/menu': async () => {
          await gate;
          return answer;
        },
      },
    );
    await screen.findByRole('navigation', { name: 'menu' });
    const drawn = renders.length;
    expect(drawn).toBeGreaterThan(3);
    renders.length = 0;
    await act(async () => release());
    await screen.findByText('Laporan Harian');
    // before: every entry's NavLink again (drawn + 1)
    expect(renders).toEqual([inGroup]);
  });

  it('leaves out a page a Blokir rule refuses the role, though the pages list holds it', async () => {
    // two top-level pages the role holds: one blocked by its rules, one not
    const [blocked, open] = SIDE_MENU.filter((item) => item.to && item.to !== '/home').map(
      (item) => item.to!,
    );
    await renderScreen(
      <SideMenu />,
      {
        path: '/home',
        pages,
        rules: [{ id: 1, role_id: 52, kategori: 'Blokir JSX', nama_route: blocked, keterangan: 'Audit' }],
      },
      { 'GET /api/ui/menu': () => ({ entries: [] }) },
    );
    const nav = await screen.findByRole('navigation', { name: 'menu' });
    const links = () => [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links()).toContain(open);
    expect(links()).not.toContain(blocked);
  });
});
