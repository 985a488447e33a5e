import { PREVIEW_MAX_HEIGHT } from '@kantor/core';
import { Carousel } from 'primereact/carousel';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSource } from './dialogs.ts';
import { FallbackImage } from './FallbackImage.tsx';
import { PageDialog } from './PageDialog.tsx';

export type ImageDialogProps = {
  visible: boolean;
  onHide: () => void;
  /** One entry per image: a URL, or the URLs to try in order. */
  images: readonly ImageSource[];
  title?: ReactNode;
  /** Shown under the image(s). */
  children?: ReactNode;
  /** Loop from the last image back to the first. */
  circular?: boolean;
  /** true for every 3 s, or the interval in milliseconds. */
  autoplay?: boolean | number;
  alt?: string;
  scope?: string;
  onExited?: () => void;
};

const DEFAULT_AUTOPLAY_MS = 3000;

const imageStyle: CSSProperties = {
  display: 'block',
  margin: '0 auto',
  maxWidth: '100%',
  maxHeight: PREVIEW_MAX_HEIGHT,
  objectFit: 'contain',
};

const candidatesOf = (source: ImageSource): readonly string[] =>
  typeof source === 'string' ? [source] : source;

/**
 * The image dialog of spec §4: one image, or a carousel when there are several. PrimeReact's
 * Carousel already uses the spec's 20 px swipe threshold and 500 ms slide transition
 * (primereact/carousel: `swipeThreshold = 20`, `transition: transform 500ms`).
 */
export function ImageDialog({
  visible,
  onHide,
  images,
  title,
  children,
  circular = false,
  autoplay = false,
  alt,
  scope,
  onExited,
}: ImageDialogProps) {
  const { t } = useTranslation();
  const label = alt ?? t('ui.image.alt');
  const interval = autoplay === false ? undefined : autoplay === true ? DEFAULT_AUTOPLAY_MS : autoplay;
  const slides = images.map((source, index) => ({ index, candidates: candidatesOf(source) }));

  return (
    <PageDialog
      visible={visible}
      onHide={onHide}
      title={title ?? t('ui.image.title')}
      scope={scope}
      onExited={onExited}
    >
      {slides.length === 1 ? (
        <FallbackImage candidates={slides[0].candidates} alt={label} style={imageStyle} />
      ) : slides.length > 1 ? (
        <Carousel
          value={slides}
          numVisible={1}
          numScroll={1}
          circular={circular || interval !== undefined}
          autoplayInterval={interval}
          itemTemplate={(slide: (typeof slides)[number]) => (
            <FallbackImage
              candidates={slide.candidates}
              alt={t('ui.image.slide', { alt: label, index: slide.index + 1, total: slides.length })}
              style={imageStyle}
            />
          )}
        />
      ) : (
        <p>{t('ui.image.none')}</p>
      )}
      {children}
    </PageDialog>
  );
}
