/** The chat feature's public surface: the public site's widget entry and the main-layout routes. */
export { ChatWidgetLauncher } from './ChatWidgetLauncher.tsx';
export { chatMainRoutes } from './routes.tsx';
