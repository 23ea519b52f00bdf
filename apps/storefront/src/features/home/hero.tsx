import { buttonStyles, trpc } from '@verdant/web-kit';
import { Leaf } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HeroIllustration } from './hero-illustration';
import { HeroVideo } from './hero-video';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A full-screen video hero where the shop configures one (HERO_VIDEO_URL), the still
 * illustration otherwise: while the setting loads, for shoppers who ask for less motion (a background video
 * that cannot autoplay is only a dark box), and when the video fails to load.
 */
export function Hero() {
  const { data } = trpc.site.hero.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const [reducedMotion] = useState(prefersReducedMotion);
  const [videoFailed, setVideoFailed] = useState(false);
  const videoUrl = reducedMotion || videoFailed ? null : (data?.videoUrl ?? null);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-br from-leaf-950 via-leaf-800 to-leaf-600 text-white"
    >
      {videoUrl ? (
        <HeroVideo src={videoUrl} onError={() => setVideoFailed(true)} />
      ) : (
        <>
          <div
            aria-hidden="true"
            className="absolute -top-32 -left-32 size-96 rounded-full bg-leaf-400/20 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -right-24 bottom-0 size-80 rounded-full bg-clay-400/20 blur-3xl"
          />
        </>
      )}
      <div className="relative mx-auto grid min-h-svh max-w-7xl items-center gap-10 px-4 pt-24 pb-16 sm:px-6 lg:grid-cols-2">
        <div className="space-y-7">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-leaf-100">
            <Leaf aria-hidden="true" className="size-4" />
            Healthy plants, delivered across India
          </p>
          <h1
            id="hero-title"
            className="font-display text-5xl leading-tight font-semibold sm:text-6xl lg:text-7xl"
          >
            Your Urban Jungle, Delivered
          </h1>
          <p className="max-w-xl text-lg text-leaf-100 sm:text-xl">
            Hand-picked houseplants, succulents and air-purifying greens, packed sustainably and backed by our
            7-Day Guarantee and lifetime plant care support.
          </p>
          <div className="flex flex-wrap gap-4">
            <Link to="/shop" className={buttonStyles({ variant: 'light', size: 'lg' })}>
              Shop Plants
            </Link>
            <Link to="/plant-finder" className={buttonStyles({ variant: 'outlineLight', size: 'lg' })}>
              Find Your Plant
            </Link>
          </div>
        </div>
        {!videoUrl && <HeroIllustration className="mx-auto w-full max-w-md drop-shadow-2xl lg:max-w-lg" />}
      </div>
    </section>
  );
}
