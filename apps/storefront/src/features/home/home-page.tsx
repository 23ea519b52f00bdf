import { PageMeta } from '@verdant/web-kit';
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
      <ShopByCategory />
      <ValueTiles />
      <Testimonials />
    </>
  );
}
