import { Dialog } from 'primereact/dialog';
import { Tree, type TreeExpandedKeysType } from 'primereact/tree';
import type { TreeNode } from 'primereact/treenode';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildDetailContent,
  DETAIL_BREAKPOINTS,
  DETAIL_MESSAGE_KEYS,
  type DetailNode,
  type DetailSize,
  detailDialogStyle,
} from './detail-tree.ts';

const valueStyle = { fontFamily: 'monospace', wordBreak: 'break-word' } as const;

/** DetailPopup's dialog: the value as a tree (its own chunk, loaded on the popup's first open). */
export function DetailDialog({
  value,
  size,
  title,
  open,
  onClose,
}: {
  value: unknown;
  size?: DetailSize;
  title: ReactNode;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const content = useMemo(() => buildDetailContent(value), [value]);
  const [expandedKeys, setExpandedKeys] = useState<TreeExpandedKeysType | null>(null);

  const renderNode = (node: TreeNode) => {
    const data = (node as DetailNode).data;
    const name = data.name === '' ? null : <strong>{data.name}</strong>;
    let shown: ReactNode = null;
    if (data.type === 'empty') shown = <em>{t('ui.detail.empty')}</em>;
    else if (data.type === 'boolean')
      shown = <span>{data.value === 'true' ? t('ui.detail.yes') : t('ui.detail.no')}</span>;
    else if (data.type === 'object') shown = <small>{t('ui.detail.fields', { count: data.size })}</small>;
    else if (data.type === 'array') shown = <small>{t('ui.detail.items', { count: data.size })}</small>;
    else shown = <span style={valueStyle}>{data.value}</span>;
    return (
      <span>
        {name}
        {name && ': '}
        {shown}
      </span>
    );
  };

  return (
    <Dialog
      visible={open}
      onHide={() => {
        onClose();
        setExpandedKeys(null);
      }}
      header={title}
      style={detailDialogStyle(size)}
      breakpoints={{ ...DETAIL_BREAKPOINTS }}
      maximizable
      dismissableMask
    >
      {content.kind === 'tree' ? (
        <Tree
          value={content.nodes}
          expandedKeys={expandedKeys ?? content.expandedKeys}
          onToggle={(event) => setExpandedKeys(event.value)}
          nodeTemplate={renderNode}
        />
      ) : (
        <p role="status">{t(DETAIL_MESSAGE_KEYS[content.message])}</p>
      )}
    </Dialog>
  );
}
