import { accountsModule } from './accounts/index.ts';
import type { DomainModule } from './resources/hooks.ts';

/**
 * The product's domain modules, in registration order: their hooks join the resource engine and their
 * routes are registered under `/api` before the generic resource routes.
 */
export const DOMAIN_MODULES: readonly DomainModule[] = [accountsModule];
