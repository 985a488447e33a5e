import type { Feature } from '../../app/feature.ts';
import { loadRecordMindmapLink } from './lazy.ts';

export const mindmapFeature: Feature = {
  name: 'mindmap',
  // the record's mind map, under every view
  everyViewPanels: [loadRecordMindmapLink],
};
