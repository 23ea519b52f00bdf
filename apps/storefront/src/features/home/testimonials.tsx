import { BadgeCheck, Star } from 'lucide-react';

const testimonials = [
  {
    name: 'Priya Raghavan',
    city: 'Bengaluru',
    quote:
      'My snake plant arrived snug and perfectly healthy, with a little care card tucked in. Three months later it is putting out new leaves on my balcony. As a first-time plant parent, I could not have asked for a gentler start.',
  },
  {
    name: 'Arjun Mehta',
    city: 'Mumbai',
    quote:
      'I have a one-bedroom flat with a single window and was sure nothing would survive. The Verdant team suggested low-light plants and answered every silly question I had. My living room finally feels alive.',
  },
  {
    name: 'Sneha Kulkarni',
    city: 'Pune',
    quote:
      'One of my succulents had a bruised leaf when it arrived. I sent a photo and a replacement was on its way the same week, no fuss at all. That is how you win a customer for life.',
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="plant-parent-love" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <h2 id="plant-parent-love" className="font-display text-4xl text-leaf-900">
        Plant Parent Love
      </h2>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {testimonials.map(({ name, city, quote }) => (
          <li key={name} className="flex">
            <figure className="flex flex-col gap-5 rounded-2xl border border-leaf-100 bg-white p-7 shadow-sm">
              <div role="img" aria-label="Rated 5 out of 5" className="flex gap-1 text-clay-500">
                {[1, 2, 3, 4, 5].map((star) => (
                  <Star key={star} aria-hidden="true" className="size-5 fill-current" />
                ))}
              </div>
              <blockquote className="flex-1 text-stone-800">
                <p>“{quote}”</p>
              </blockquote>
              <figcaption className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="block font-semibold text-leaf-900">{name}</span>
                  <span className="text-sm text-stone-600">{city}</span>
                </span>
                <span className="inline-flex items-center gap-1 rounded-full bg-leaf-50 px-3 py-1 text-sm font-medium text-leaf-700">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  Verified Buyer
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
