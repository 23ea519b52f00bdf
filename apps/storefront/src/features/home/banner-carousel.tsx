import { cn, type RouterOutputs, trpc } from '@verdant/web-kit';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';

type Banner = RouterOutputs['banners']['active'][number];

/** The carousel advances every 3 seconds. */
const ADVANCE_MS = 3_000;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Loops and auto-advances; arrows and dots only with more than one banner; absent with none. */
export function BannerCarousel() {
  const banners = trpc.banners.active.useQuery();
  // A failed banner query shows no message, and no carousel.
  if (!banners.data || banners.data.length === 0) return null;
  return <Slides banners={banners.data} />;
}

function Slides({ banners }: { banners: Banner[] }) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const go = (index: number) => setActive((index + count) % count);

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured offers"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="relative overflow-hidden rounded-2xl bg-leaf-100">
        {banners.map((banner, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group.
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            hidden={index !== active}
          >
            <BannerImage banner={banner} />
          </div>
        ))}
        {count > 1 && (
          <>
            <ArrowButton label="Previous banner" onClick={() => go(active - 1)} side="left" />
            <ArrowButton label="Next banner" onClick={() => go(active + 1)} side="right" />
            <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2">
              {banners.map((banner, index) => (
                <button
                  key={banner.id}
                  type="button"
                  aria-label={`Show banner ${index + 1}`}
                  aria-current={index === active}
                  onClick={() => go(index)}
                  className={cn('size-3 rounded-full', index === active ? 'bg-white' : 'bg-white/50')}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function BannerImage({ banner }: { banner: Banner }) {
  const image = (
    <img
      src={banner.imageUrl}
      alt={banner.title}
      className="aspect-[300/179] w-full object-cover sm:aspect-[3/1]"
    />
  );
  return banner.linkUrl ? <a href={banner.linkUrl}>{image}</a> : image;
}

function ArrowButton({
  label,
  onClick,
  side,
}: {
  label: string;
  onClick: () => void;
  side: 'left' | 'right';
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-leaf-900 shadow hover:bg-white',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
