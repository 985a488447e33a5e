import type { MindmapNode } from '@kantor/core';
import MindElixir, { type MindElixirInstance, type NodeObj } from 'mind-elixir';
import 'mind-elixir/style.css';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromElixir, NODE_COLORS, NOTE_ICON, textColorFor, toElixir } from './mindmap-convert.ts';

export type MindmapEditorProps = {
  tree: MindmapNode;
  /** Marks the map as changed (the page shows it and offers Save). */
  onChange: () => void;
  /** Hands the page a way to read the tree being edited. */
  onReady: (api: MindmapEditorApi) => void;
};
export type MindmapEditorApi = { tree: () => MindmapNode; png: () => Promise<Blob | null> };

const MENU_KEYS = [
  'addChild',
  'addParent',
  'addSibling',
  'removeNode',
  'focus',
  'cancelFocus',
  'moveUp',
  'moveDown',
  'link',
  'linkBidirectional',
  'clickTips',
  'summary',
] as const;

/** The Mind Elixir canvas with our own buttons for what touch screens cannot reach by keyboard. */
export function MindmapEditor({ tree, onChange, onReady }: MindmapEditorProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const mind = useRef<MindElixirInstance | null>(null);
  const [selected, setSelected] = useState<NodeObj | null>(null);
  const [note, setNote] = useState('');
  // the selected node is changed in place by the editor; this re-renders the panel after a change
  const [, setVersion] = useState(0);
  const changed = useRef(onChange);
  changed.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is built once per tree; the page remounts for another
  useEffect(() => {
    if (!host.current) return;
    const locale = Object.fromEntries(MENU_KEYS.map((key) => [key, t(`mindmap.menu.${key}`)]));
    const instance = new MindElixir({
      el: host.current,
      direction: MindElixir.SIDE,
      editable: true,
      contextMenu: { focus: true, link: false, locale: locale as Record<(typeof MENU_KEYS)[number], string> },
      toolBar: true,
      keypress: true,
      allowUndo: true,
      newTopicName: t('mindmap.newNode'),
    });
    instance.init({ nodeData: toElixir(tree) });
    // a stored map opens whole on any screen, not cut at the canvas' edges
    if (tree.children?.length) instance.scaleFit();
    instance.bus.addListener('operation', () => changed.current());
    instance.bus.addListener('expandNode', () => changed.current());
    instance.bus.addListener('selectNodes', (nodes) => {
      setSelected(nodes[0] ?? null);
      setNote(nodes[0]?.note ?? '');
    });
    instance.bus.addListener('unselectNodes', () => setSelected(null));
    mind.current = instance;
    onReady({
      tree: () => fromElixir(instance.getData().nodeData),
      png: () => instance.exportPng(false),
    });
    return () => {
      instance.destroy();
      mind.current = null;
    };
  }, [tree]);

  /** The selected node's element, or the root when nothing is selected. */
  function target() {
    const instance = mind.current;
    if (!instance) return null;
    return instance.currentNodes?.[0] ?? elementOf(instance.nodeData.id);
  }

  async function run(action: 'child' | 'sibling' | 'remove' | 'fold' | 'fit') {
    const instance = mind.current;
    const el = target();
    if (!instance || !el) return;
    if (action === 'child') await instance.addChild(el);
    else if (action === 'sibling' && el.nodeObj.parent) await instance.insertSibling('after', el);
    else if (action === 'remove' && el.nodeObj.parent) await instance.removeNodes([el]);
    else if (action === 'fold' && el.nodeObj.children?.length)
      instance.expandNode(el, el.nodeObj.expanded === false);
    else if (action === 'fit') instance.scaleFit();
  }

  /** The element of a node by id (the selection may have moved on since the panel showed it). */
  function elementOf(id: string) {
    try {
      return mind.current?.findEle(id) ?? null;
    } catch {
      return null; // inside a folded branch
    }
  }

  async function paint(id: string, color: string | null) {
    const instance = mind.current;
    const el = elementOf(id);
    if (!instance || !el) return;
    const style = { ...el.nodeObj.style };
    if (color) Object.assign(style, { background: color, color: textColorFor(color) });
    else {
      delete style.background;
      delete style.color;
    }
    await instance.reshapeNode(el, { style });
    changed.current();
    setVersion((v) => v + 1);
  }

  async function saveNote(id: string, text: string) {
    const instance = mind.current;
    const el = elementOf(id);
    if (!instance || !el || (el.nodeObj.note ?? '') === text) return;
    const icons = (el.nodeObj.icons ?? []).filter((icon) => icon !== NOTE_ICON);
    await instance.reshapeNode(el, { note: text, icons: text.trim() ? [NOTE_ICON, ...icons] : icons });
    changed.current();
    setVersion((v) => v + 1);
  }

  const isRoot = selected !== null && !selected.parent;
  return (
    <div className="mindmap-editor">
      <div className="mindmap-tools" role="toolbar" aria-label={t('mindmap.tools')}>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('mindmap.addChild')}
          aria-label={t('mindmap.addChild')}
          title={t('mindmap.addChild')}
          outlined
          onClick={() => run('child')}
        />
        <Button
          type="button"
          icon="pi pi-arrow-down"
          label={t('mindmap.addSibling')}
          aria-label={t('mindmap.addSibling')}
          title={t('mindmap.addSibling')}
          outlined
          disabled={!selected || isRoot}
          onClick={() => run('sibling')}
        />
        <Button
          type="button"
          icon="pi pi-trash"
          label={t('mindmap.remove')}
          aria-label={t('mindmap.remove')}
          title={t('mindmap.remove')}
          outlined
          severity="danger"
          disabled={!selected || isRoot}
          onClick={() => run('remove')}
        />
        <Button
          type="button"
          icon="pi pi-angle-double-left"
          label={t('mindmap.fold')}
          aria-label={t('mindmap.fold')}
          title={t('mindmap.fold')}
          outlined
          disabled={!selected?.children?.length}
          onClick={() => run('fold')}
        />
        <Button
          type="button"
          icon="pi pi-expand"
          label={t('mindmap.fit')}
          aria-label={t('mindmap.fit')}
          title={t('mindmap.fit')}
          outlined
          onClick={() => run('fit')}
        />
      </div>
      <div className="mindmap-body">
        <div ref={host} className="mindmap-canvas" data-testid="mindmap-canvas" />
        <aside className="mindmap-panel" aria-label={t('mindmap.nodePanel')}>
          {selected ? (
            <>
              <h2 className="mindmap-panel-title">{selected.topic}</h2>
              <fieldset className="mindmap-colors">
                <legend>{t('mindmap.color')}</legend>
                <button
                  type="button"
                  className="mindmap-swatch is-none"
                  aria-label={t('mindmap.noColor')}
                  title={t('mindmap.noColor')}
                  onClick={() => paint(selected.id, null)}
                />
                {NODE_COLORS.map((color) => (
                  <button
                    key={color}
                    type="button"
                    className="mindmap-swatch"
                    style={{ background: color }}
                    aria-pressed={selected.style?.background === color}
                    aria-label={t('mindmap.colorNamed', { color })}
                    title={color}
                    onClick={() => paint(selected.id, color)}
                  />
                ))}
              </fieldset>
              <label htmlFor="mindmap-note">{t('mindmap.note')}</label>
              <InputTextarea
                id="mindmap-note"
                value={note}
                rows={5}
                maxLength={2000}
                autoResize
                onChange={(event) => setNote(event.target.value)}
                onBlur={() => saveNote(selected.id, note)}
              />
            </>
          ) : (
            <p className="mindmap-hint">{t('mindmap.selectHint')}</p>
          )}
        </aside>
      </div>
    </div>
  );
}
