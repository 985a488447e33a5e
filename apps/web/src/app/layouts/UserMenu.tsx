import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession, useSessionStore } from '../session-context.tsx';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useSessionStore();
  const session = useSession();
  const menu = useRef<Menu>(null);
  const items: MenuItem[] = [
    { label: t('menu.account'), icon: 'pi pi-user', command: () => navigate('/account') },
    { label: t('menu.editAccount'), icon: 'pi pi-user-edit', command: () => navigate('/account/profile') },
    { label: t('account.password.change'), icon: 'pi pi-key', command: () => navigate('/account/password') },
    { separator: true },
    {
      label: t('common.logout'),
      icon: 'pi pi-sign-out',
      command: () => void store.logout(),
      data: { testid: 'logout' },
    },
  ];
  return (
    <>
      <Menu model={items} popup ref={menu} id="user-menu" data-testid="user-menu-list" />
      <Button
        text
        icon="pi pi-user"
        label={session.user?.username ?? ''}
        aria-label={session.user?.username ?? ''}
        className="user-menu-button"
        onClick={(e) => menu.current?.toggle(e)}
        aria-controls="user-menu"
        aria-haspopup
        data-testid="user-menu"
      />
    </>
  );
}
