import type { DomainModule } from '../resources/index.ts';
import { rchatHooks } from './chat.hooks.ts';
import { chatRoutes } from './chat.routes.ts';
import { seedChat } from './chat.seed.ts';

/**
 * Customer-service chat: conversations of visitors (public widget) and signed-in customers, answered
 * from the CS console, delivered live over the realtime channel (across instances through Redis) with
 * a catch-up by last seen id. Messages are `rchat` records. See docs/chat.md.
 */
export const chatModule: DomainModule = {
  name: 'chat',
  hooks: { rchat: rchatHooks },
  routes: chatRoutes,
  seed: seedChat,
};
