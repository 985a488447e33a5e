/** Sizes and animation timings of dialogs and drawers (spec §9). */
import { DIALOG_ANIMATION_MS, DRAWER_WIDTH, SIDE_PANEL_WIDTHS } from '@kantor/core';

/** Dialog and drawer positions PrimeReact knows. */
export type DialogPosition =
  | 'center'
  | 'top'
  | 'bottom'
  | 'left'
  | 'right'
  | 'top-left'
  | 'top-right'
  | 'bottom-left'
  | 'bottom-right';

export type DrawerPosition = 'left' | 'right' | 'top' | 'bottom';

/** Drawer sizes: 'sm' 20rem, 'md' 40rem, 'lg' 60rem; 'default' half the screen. */
export type DrawerSize = 'default' | 'sm' | 'md' | 'lg';

/**
 * Enter and exit time of a dialog: 150 ms centred, 300 ms otherwise.
 * @example dialogAnimationMs('center') // 150
 */
export function dialogAnimationMs(position: DialogPosition | DrawerPosition = 'center'): number {
  return position === 'center' ? DIALOG_ANIMATION_MS.centred : DIALOG_ANIMATION_MS.other;
}

/**
 * Width (or height, for top and bottom drawers) of a side drawer.
 * @example drawerExtent('md') // '40rem'
 * @example drawerExtent() // '50%'
 */
export function drawerExtent(size: DrawerSize = 'default'): string {
  switch (size) {
    case 'sm':
      return SIDE_PANEL_WIDTHS[0];
    case 'md':
      return SIDE_PANEL_WIDTHS[1];
    case 'lg':
      return SIDE_PANEL_WIDTHS[2];
    default:
      return DRAWER_WIDTH;
  }
}
