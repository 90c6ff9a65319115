/** The listing's photos: one large, thumbnails to pick, previous/next buttons. */
import { useState } from 'react';
import { Img } from '../../components/Img.tsx';

export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  if (!images.length) return <Img src={undefined} alt="No photos of this listing" className="h-72 w-full rounded-lg" />;
  const count = images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <section aria-label="Photos" className="space-y-2">
      <div className="relative">
        <Img
          src={images[index]}
          alt={`${title}: photo ${index + 1} of ${count}`}
          // The page's largest paint: loaded at once, not lazily.
          priority
          className="h-72 w-full rounded-lg object-cover sm:h-96"
          data-testid="gallery-photo"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous photo"
              className="absolute inset-s-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-2 shadow"
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next photo"
              className="absolute inset-e-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-2 shadow"
            >
              ›
            </button>
            <p className="absolute bottom-2 inset-e-2 rounded bg-black/60 px-2 py-0.5 text-xs text-white" aria-live="polite">
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Choose a photo">
          {images.map((src, i) => (
            <li key={`${src}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Photo ${i + 1} of ${count}`}
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
