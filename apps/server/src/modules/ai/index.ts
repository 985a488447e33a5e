import type { DomainModule } from '../resources/index.ts';
import { aiRoutes } from './ai.routes.ts';
import { seedAi } from './ai.seed.ts';

/**
 * AI prompts: templates with `{{placeholders}}` filled from a record, answered by the OpenAI-compatible
 * endpoint an admin configures (`promptapiopenai`, its key sealed by the engine's secret fields), the
 * answer streamed to the page. See docs/ai.md.
 */
export const aiModule: DomainModule = { name: 'ai', routes: aiRoutes, seed: seedAi };
