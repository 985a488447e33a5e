import {
  IMAGE_DEFAULT_PX,
  IMAGE_PLACEHOLDER_PATH,
  type ImageInput,
  imageCandidates,
  imageList,
  imageUrl,
} from '@kantor/core';
import { type CSSProperties, lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from './FallbackImage.tsx';
import { loadImageDialog } from './image-dialog-chunk.ts';

const ImageDialog = lazy(() => loadImageDialog().then((m) => ({ default: m.ImageDialog })));

export type AppImageProps = {
  /** A stored image value: 'a.jpg,b.jpg' (comma-separated paths) or a list of them. */
  value: ImageInput;
  /** File-server origin the relative paths are joined to; '' (default) keeps them root-relative. */
  host?: string;
  /** Width and height; a number is pixels. Default 50 px. */
  size?: number | string;
  alt?: string;
  /** Click opens the image dialog (a carousel when the value holds several images). Default true. */
  preview?: boolean;
  /** Carousel options of the preview. */
  circular?: boolean;
  autoplay?: boolean | number;
  rounded?: boolean;
  className?: string;
  style?: CSSProperties;
  /** The admin's placeholder (setupimgprototype) tried before the built-in one when the image fails. */
  placeholder?: string;
};

const buttonReset: CSSProperties = {
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  lineHeight: 0,
};

/**
 * The image of spec §4/§5: the first path of the value, tried as the 'large' variant, then as
 * stored, then '/images/imgplaceholder.jpg', moving on at each load error.
 */
export function AppImage({
  value,
  host = '',
  size = IMAGE_DEFAULT_PX,
  alt,
  preview = true,
  circular = false,
  autoplay = false,
  rounded = false,
  className,
  style,
  placeholder,
}: AppImageProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The dialog mounts on the first click and then stays, so closing can animate.
  const [opened, setOpened] = useState(false);
  const paths = useMemo(() => imageList(value), [value]);
  const candidates = useMemo(() => {
    const own = imageCandidates(paths[0] ?? '', { host });
    if (!placeholder) return own;
    const fallback = imageUrl(placeholder, { host, size: '' });
    return [
      ...new Set([...own.filter((c) => c !== IMAGE_PLACEHOLDER_PATH), fallback, IMAGE_PLACEHOLDER_PATH]),
    ];
  }, [paths, host, placeholder]);
  const label = alt ?? t('ui.image.alt');
  const dimension = typeof size === 'number' ? `${size}px` : size;

  const image = (
    <FallbackImage
      candidates={candidates}
      alt={label}
      className={className}
      style={{
        width: dimension,
        height: dimension,
        objectFit: 'cover',
        borderRadius: rounded ? '50%' : undefined,
        ...style,
      }}
    />
  );
  if (!preview || paths.length === 0) return image;

  return (
    <>
      <button
        type="button"
        style={buttonReset}
        aria-label={t('ui.image.preview', { alt: label })}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {image}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ImageDialog
            visible={open}
            onHide={() => setOpen(false)}
            images={paths.map((path) => imageCandidates(path, { host }))}
            alt={label}
            circular={circular}
            autoplay={autoplay}
          />
        </Suspense>
      )}
    </>
  );
}
