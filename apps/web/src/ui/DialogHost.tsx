import { lazy, Suspense, useSyncExternalStore } from 'react';
import { closeDialog, type DialogEntry, getDialogState, removeDialog, subscribeDialogs } from './dialogs.ts';
import { FullScreenLoading } from './FullScreenLoading.tsx';
import { loadImageDialog } from './image-dialog-chunk.ts';
import { PageDialog } from './PageDialog.tsx';
import { RequestErrorDialog } from './RequestErrorDialog.tsx';
import { SideDrawer } from './SideDrawer.tsx';

const ImageDialog = lazy(() => loadImageDialog().then((m) => ({ default: m.ImageDialog })));

function HostedDialog({ entry }: { entry: DialogEntry }) {
  const common = {
    visible: entry.visible,
    onHide: () => closeDialog(entry.scope),
    onExited: () => removeDialog(entry.scope, entry.id),
    scope: entry.scope,
  };
  switch (entry.kind) {
    case 'page':
      return (
        <PageDialog
          {...common}
          title={entry.title}
          footer={entry.footer}
          width={entry.width}
          position={entry.position}
          maximizable={entry.maximizable}
        >
          {entry.content}
        </PageDialog>
      );
    case 'drawer':
      return (
        <SideDrawer
          {...common}
          title={entry.title}
          size={entry.size}
          position={entry.position}
          fullScreen={entry.fullScreen}
        >
          {entry.content}
        </SideDrawer>
      );
    case 'image':
      return (
        <Suspense fallback={null}>
          <ImageDialog
            {...common}
            title={entry.title}
            images={entry.images}
            circular={entry.circular}
            autoplay={entry.autoplay}
            alt={entry.alt}
          >
            {entry.content}
          </ImageDialog>
        </Suspense>
      );
    case 'request-error':
      return <RequestErrorDialog {...common} error={entry.error} />;
  }
}

/** Renders the dialogs opened through `openDialog` / `showRequestError` and the loading overlay. */
export function DialogHost() {
  const state = useSyncExternalStore(subscribeDialogs, getDialogState, getDialogState);
  return (
    <>
      {state.dialogs.map((entry) => (
        <HostedDialog key={entry.scope} entry={entry} />
      ))}
      <FullScreenLoading visible={state.loading > 0} />
    </>
  );
}
