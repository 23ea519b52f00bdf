import { PageMeta } from '@verdant/web-kit';
import { BannerCarousel } from './banner-carousel';
import { Bestsellers } from './bestsellers';
import { Hero } from './hero';
import { ShopByCategory } from './shop-by-category';
import { Testimonials } from './testimonials';
import { ValueTiles } from './value-tiles';

export function HomePage() {
  return (
    <>
      <PageMeta
        title="Verdant | Your Urban Jungle, Delivered"
        description="Shop healthy indoor plants, succulents, cacti, snake plants and air-purifying plants online, delivered across India in sustainable packaging with lifetime plant care support."
      />
      <Hero />
      <BannerCarousel />
      <ShopByCategory />
      <Bestsellers />
      <ValueTiles />
      <Testimonials />
    </>
  );
}
