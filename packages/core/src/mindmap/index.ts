export {
  countMindmapNodes,
  MINDMAP_LIMITS,
  type MindmapNode,
  type MindmapTreeError,
  type MindmapTreeResult,
  newMindmapTree,
  readMindmapTree,
} from './tree.ts';
