import type { DomainModule } from '../resources/index.ts';
import { mindmapHooks } from './mindmap.hooks.ts';
import { seedMindmap } from './mindmap.seed.ts';

/**
 * Mind maps (`rmindmap`, edited on `/getmindmap`): the tree is checked and normalised on every write,
 * and a map tied to a record points at an existing record, one map per record. Reading and writing go
 * through the generic resource routes and their permissions. See docs/mindmap.md.
 */
export const mindmapModule: DomainModule = {
  name: 'mindmap',
  hooks: { rmindmap: mindmapHooks },
  seed: seedMindmap,
};
