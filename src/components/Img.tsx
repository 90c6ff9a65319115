import { useState, type ImgHTMLAttributes } from 'react';

/**
 * An image that degrades to a tidy placeholder (initials or a house glyph) when it is missing or
 * fails to load: offline, remote images never arrive.
 *
 * Images load lazily, except a `priority` one: the page's largest paint (the first result's photo,
 * a listing's main photo) loads at once and first (Lighthouse's `lcp-lazy-loaded`).
 */
export function Img({
  src,
  alt,
  fallbackText,
  priority = false,
  className = '',
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { fallbackText?: string; priority?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const initials = (fallbackText ?? alt ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('');
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        // Initials of a name from the data: kept as they are in every language.
        translate="no"
        // slate-600 on slate-200: 5.3:1, readable initials (slate-500 was 3.9:1).
        className={`flex items-center justify-center bg-slate-200 font-semibold text-slate-600 ${className}`}
      >
        {initials || (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-1/3 w-1/3 fill-current">
            <path d="M3 11.5 12 4l9 7.5V20h-6v-5H9v5H3z" />
          </svg>
        )}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
      {...rest}
    />
  );
}
