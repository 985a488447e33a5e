/**
 * The image dialog's chunk (PrimeReact's Carousel and Dialog), loaded when an image is first opened: every
 * list and record view draws images, few open one, and a cold record view downloaded it before its
 * content (issue 36).
 */
export const loadImageDialog = () => import('./ImageDialog.tsx');
