import { Button } from 'primereact/button';
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

export type DetailPopupProps = {
  /** An object, an array, or JSON text. */
  value: unknown;
  /** 'xl' | 'large' | 'lg' → 60rem, 'sm' | 'small' → 30rem, otherwise 45rem. */
  size?: DetailSize;
  /** Button text; default the translated 'Detail'. */
  label?: string;
  /** Default 'pi pi-eye'. */
  icon?: string;
  /** Dialog title; default the button text. */
  title?: ReactNode;
  className?: string;
  buttonSize?: 'small' | 'large';
  /** Start with the dialog open (tests, deep links). */
  defaultOpen?: boolean;
};

const valueStyle = { fontFamily: 'monospace', wordBreak: 'break-word' } as const;

/** The JSON detail popup of spec §2: a 'Detail' button opening a dialog with the value as a tree. */
export function DetailPopup({
  value,
  size,
  label,
  icon = 'pi pi-eye',
  title,
  className,
  buttonSize = 'small',
  defaultOpen = false,
}: DetailPopupProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  // Built on first open only (lists hold many popups), then kept so the closing dialog keeps its body.
  const [opened, setOpened] = useState(defaultOpen);
  const content = useMemo(() => (opened ? buildDetailContent(value) : null), [opened, value]);
  const [expandedKeys, setExpandedKeys] = useState<TreeExpandedKeysType | null>(null);
  const buttonLabel = label ?? t('ui.detail.button');

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

  const close = () => {
    setOpen(false);
    setExpandedKeys(null);
  };

  return (
    <>
      <Button
        type="button"
        label={buttonLabel}
        icon={icon}
        size={buttonSize}
        outlined
        className={className}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      <Dialog
        visible={open}
        onHide={close}
        header={title ?? buttonLabel}
        style={detailDialogStyle(size)}
        breakpoints={{ ...DETAIL_BREAKPOINTS }}
        maximizable
        dismissableMask
      >
        {content?.kind === 'tree' ? (
          <Tree
            value={content.nodes}
            expandedKeys={expandedKeys ?? content.expandedKeys}
            onToggle={(event) => setExpandedKeys(event.value)}
            nodeTemplate={renderNode}
          />
        ) : content ? (
          <p role="status">{t(DETAIL_MESSAGE_KEYS[content.message])}</p>
        ) : null}
      </Dialog>
    </>
  );
}
