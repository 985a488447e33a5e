export { AppImage, type AppImageProps } from './AppImage.tsx';
export { DetailPopup, type DetailPopupProps } from './DetailPopup.tsx';
export { DialogHost } from './DialogHost.tsx';
export {
  buildDetailContent,
  DETAIL_BREAKPOINTS,
  DETAIL_MAX_WIDTH,
  type DetailContent,
  type DetailMessage,
  type DetailNode,
  type DetailSize,
  detailDialogStyle,
  detailDialogWidth,
  parseDetailValue,
  toDetailNodes,
} from './detail-tree.ts';
export {
  type DialogPosition,
  type DrawerPosition,
  type DrawerSize,
  dialogAnimationMs,
  drawerExtent,
} from './dialog-sizes.ts';
export {
  createDialogStore,
  type DialogMemory,
  type DialogMemoryPatch,
  type DialogStore,
  dialogMemory,
  EMPTY_DIALOG_MEMORY,
} from './dialog-store.ts';
export {
  closeAllDialogs,
  closeDialog,
  type DialogEntry,
  type DrawerDialogOptions,
  getDialogState,
  hideLoading,
  type ImageDialogOptions,
  type ImageSource,
  isDialogOpen,
  type OpenDialogOptions,
  openDialog,
  type PageDialogOptions,
  REQUEST_ERROR_SCOPE,
  type RequestErrorDialogOptions,
  type RequestFailureLike,
  resetDialogs,
  resetLoading,
  showLoading,
  showRequestError,
  subscribeDialogs,
} from './dialogs.ts';
export { FallbackImage, type FallbackImageProps } from './FallbackImage.tsx';
export { FullScreenLoading, type FullScreenLoadingProps } from './FullScreenLoading.tsx';
export { ImageDialog, type ImageDialogProps } from './ImageDialog.tsx';
export { PageDialog, type PageDialogProps } from './PageDialog.tsx';
export { RequestErrorDialog, type RequestErrorDialogProps } from './RequestErrorDialog.tsx';
export { SideDrawer, type SideDrawerProps } from './SideDrawer.tsx';
export { ToastHost, type ToastHostProps } from './ToastHost.tsx';
export {
  createToastService,
  type ToastMessage,
  type ToastOptions,
  type ToastService,
  type ToastSeverity,
  toast,
} from './toast.ts';
export { UiHost } from './UiHost.tsx';
export { type DialogMemoryApi, useDialogMemory } from './use-dialog-memory.ts';
