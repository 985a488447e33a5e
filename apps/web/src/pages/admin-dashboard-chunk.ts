/**
 * The admin dashboard's chunk loader, apart from HomePage.tsx: the router preloads it with the home's
 * chunk on a load of `/home` (screen-chunks.ts), where importing HomePage.tsx would put the home in
 * the first load.
 */
export const loadAdminDashboard = () => import('./AdminDashboard.tsx');
