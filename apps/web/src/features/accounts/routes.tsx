import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

const RegisterPage = lazy(() => import('./RegisterPage.tsx').then((m) => ({ default: m.RegisterPage })));
const VerifyEmailPage = lazy(() =>
  import('./VerifyEmailPage.tsx').then((m) => ({ default: m.VerifyEmailPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./ForgotPasswordPage.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const ProfilePage = lazy(() => import('./ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));
const ChangePasswordPage = lazy(() =>
  import('./ChangePasswordPage.tsx').then((m) => ({ default: m.ChangePasswordPage })),
);
const UserFormPage = lazy(() => import('./UserFormPage.tsx').then((m) => ({ default: m.UserFormPage })));
const SetPasswordPage = lazy(() =>
  import('./SetPasswordPage.tsx').then((m) => ({ default: m.SetPasswordPage })),
);
const RoleStatusPage = lazy(() =>
  import('./RoleStatusPage.tsx').then((m) => ({ default: m.RoleStatusPage })),
);
const AssignLoginPage = lazy(() =>
  import('./AssignLoginPage.tsx').then((m) => ({ default: m.AssignLoginPage })),
);
const TechnicianListPage = lazy(() =>
  import('./TechnicianListPage.tsx').then((m) => ({ default: m.TechnicianListPage })),
);
const DemoAccountPage = lazy(() =>
  import('./DemoAccountPage.tsx').then((m) => ({ default: m.DemoAccountPage })),
);
const OutboxPage = lazy(() => import('./OutboxPage.tsx').then((m) => ({ default: m.OutboxPage })));

type Wait = (node: ReactNode) => ReactNode;

/** Authentication screens of the public layout (each its own lazy chunk). */
export function accountPublicRoutes(wait: Wait): RouteObject[] {
  return [
    { path: 'register', element: wait(<RegisterPage />) },
    { path: 'verify-email', element: wait(<VerifyEmailPage />) },
    { path: 'forgot-password', element: wait(<ForgotPasswordPage />) },
    { path: 'reset-password', element: wait(<ResetPasswordPage />) },
  ];
}

/**
 * Account screens behind sign-in and the access guard: the own account, user management (the akun
 * extra routes that concern logins) and the mail outbox (`/admin/outbox`, guarded by the `admin` page).
 */
export function accountMainRoutes(wait: Wait): RouteObject[] {
  return [
    { path: 'account/profile', element: wait(<ProfilePage />) },
    { path: 'account/password', element: wait(<ChangePasswordPage />) },
    { path: 'akun/tambahuser', element: wait(<UserFormPage key="tambahuser" mode="tambahuser" />) },
    { path: 'akun/edituser/:id', element: wait(<UserFormPage key="edituser" mode="edituser" />) },
    {
      path: 'akun/addlistteknisi',
      element: wait(<UserFormPage key="addlistteknisi" mode="addlistteknisi" />),
    },
    {
      path: 'akun/akuneditteknisi/:id',
      element: wait(<UserFormPage key="akuneditteknisi" mode="akuneditteknisi" />),
    },
    { path: 'akun/setubahpassword/:id', element: wait(<SetPasswordPage />) },
    { path: 'akun/ubahrolestatusverify/:id', element: wait(<RoleStatusPage />) },
    { path: 'akun/assignlogin/:id', element: wait(<AssignLoginPage />) },
    { path: 'akun/akunlistteknisi/*', element: wait(<TechnicianListPage />) },
    { path: 'akun/dummuakunadd', element: wait(<DemoAccountPage />) },
    { path: 'admin/outbox', element: wait(<OutboxPage />) },
  ];
}
