/** The listing's photos: one large, thumbnails to pick, previous/next buttons (mirrored right to left). */
import { useState } from 'react';
import { useTranslation } from '../lib/i18n/react.ts';
import { Img } from './Img.tsx';

/** An arrow glyph pointing the way it moves in the reading: mirrored right to left. */
const arrowClass = 'inline-block rtl:-scale-x-100';

export function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (!images.length) return <Img src={undefined} alt={t('listings.gallery.none')} className="h-72 w-full rounded-lg" />;
  const count = images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <section aria-label={t('listings.gallery.label')} className="space-y-2">
      <div className="relative">
        <Img
          src={images[index]}
          alt={t('listings.gallery.photoAlt', { title, index: index + 1, count })}
          // The page's largest paint: loaded at once, not lazily.
          priority
          className="h-72 w-full rounded-lg object-cover sm:h-96"
          data-testid="gallery-photo"
        />
        {count > 1 && (
          <>
            {/* Previous sits where the reading starts (left, or right in Arabic) and points that way. */}
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('listings.gallery.previous')}
              className="absolute inset-s-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-2 shadow"
            >
              <span aria-hidden="true" className={arrowClass}>
                ‹
              </span>
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('listings.gallery.next')}
              className="absolute inset-e-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-2 shadow"
            >
              <span aria-hidden="true" className={arrowClass}>
                ›
              </span>
            </button>
            <p className="absolute bottom-2 inset-e-2 rounded bg-black/60 px-2 py-0.5 text-xs text-white" aria-live="polite">
              {t('listings.gallery.counter', { index: index + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('listings.gallery.choose')}>
          {images.map((src, i) => (
            <li key={`${src}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('listings.gallery.thumb', { index: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                className={`block overflow-hidden rounded border-2 ${i === index ? 'border-brand-600' : 'border-transparent'}`}
              >
                <Img src={src} alt="" className="h-14 w-20 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
