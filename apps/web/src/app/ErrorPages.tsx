import { useLocation } from 'react-router';
import { CrashPage } from './CrashPage.tsx';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** `/error/*`: the public error pages (`/error/403`, `/error/404`) and the crash check (`/error/crash`). */
export function ErrorPages() {
  const { pathname } = useLocation();
  const code = pathname.split('/').filter(Boolean)[1];
  if (code === '403') return <ForbiddenPage />;
  if (code === 'crash') return <CrashPage />;
  return <NotFoundPage />;
}
