import { Sidebar } from 'primereact/sidebar';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { type DrawerPosition, type DrawerSize, dialogAnimationMs, drawerExtent } from './dialog-sizes.ts';
import { dialogMemory } from './dialog-store.ts';

export type SideDrawerProps = {
  visible: boolean;
  onHide: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** 'sm' 20rem, 'md' 40rem, 'lg' 60rem; default half the screen. */
  size?: DrawerSize;
  /** An explicit width (or height for top/bottom), overriding `size`. */
  width?: string;
  position?: DrawerPosition;
  fullScreen?: boolean;
  modal?: boolean;
  dismissable?: boolean;
  className?: string;
  style?: CSSProperties;
  /** The dialog-memory scope to clear when the drawer closes. */
  scope?: string;
  /** After the exit animation has ended. */
  onExited?: () => void;
};

/** The side drawer of spec §4: PrimeReact Sidebar, 50% wide by default or 20/40/60rem. */
export function SideDrawer({
  visible,
  onHide,
  title,
  children,
  size = 'default',
  width,
  position = 'right',
  fullScreen = false,
  modal = true,
  dismissable = true,
  className,
  style,
  scope,
  onExited,
}: SideDrawerProps) {
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (wasVisible.current && !visible && scope !== undefined) dialogMemory.clear(scope);
    wasVisible.current = visible;
  }, [visible, scope]);

  const extent = width ?? drawerExtent(size);
  const horizontal = position === 'left' || position === 'right';
  const sizeStyle: CSSProperties = horizontal
    ? { width: extent, maxWidth: '100vw' }
    : { height: extent, maxHeight: '100vh' };
  return (
    <Sidebar
      visible={visible}
      onHide={onHide}
      header={title}
      position={position}
      fullScreen={fullScreen}
      modal={modal}
      dismissable={dismissable}
      className={className}
      style={fullScreen ? style : { ...sizeStyle, ...style }}
      transitionOptions={{ timeout: dialogAnimationMs(position), onExited: () => onExited?.() }}
    >
      {children}
    </Sidebar>
  );
}
