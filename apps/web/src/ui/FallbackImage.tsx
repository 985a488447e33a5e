import { IMAGE_PLACEHOLDER_PATH } from '@kantor/core';
import { type CSSProperties, useState } from 'react';

export type FallbackImageProps = {
  /** URLs to try in order; the next one loads when the current one fails. */
  candidates: readonly string[];
  alt: string;
  className?: string;
  style?: CSSProperties;
  width?: number | string;
  height?: number | string;
};

/**
 * An <img> that walks a list of URLs on each load error (large → normal → placeholder) and stays on
 * the last one. With no candidates it shows the placeholder.
 */
export function FallbackImage({ candidates, alt, className, style, width, height }: FallbackImageProps) {
  const list = candidates.length > 0 ? candidates : [IMAGE_PLACEHOLDER_PATH];
  const key = list.join('\n');
  const [state, setState] = useState({ key, index: 0 });
  // A new list starts over from its first URL.
  const index = state.key === key ? Math.min(state.index, list.length - 1) : 0;

  const onError = () => {
    if (index < list.length - 1) setState({ key, index: index + 1 });
  };

  return (
    <img
      src={list[index]}
      alt={alt}
      className={className}
      style={style}
      width={width}
      height={height}
      loading="lazy"
      onError={onError}
    />
  );
}
