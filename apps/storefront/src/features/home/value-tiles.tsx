import { BadgeCheck, HeartHandshake, Recycle, ShieldCheck } from 'lucide-react';

const values = [
  {
    title: 'Sustainable',
    text: 'Every plant travels in sustainable packaging that is as kind to the planet as it is to your plant.',
    Icon: Recycle,
  },
  {
    title: 'Expert Care',
    text: 'Lifetime plant care support: ask us about yellow leaves, repotting or watering, whenever you need.',
    Icon: HeartHandshake,
  },
  {
    title: '7-Day Guarantee',
    text: 'Happy plants or your money back. If your plant arrives unwell, tell us within 7 days.',
    Icon: ShieldCheck,
  },
  {
    title: 'Premium Quality',
    text: 'Healthy, well-rooted plants, checked by hand at our nursery before they are packed for you.',
    Icon: BadgeCheck,
  },
] as const;

export function ValueTiles() {
  return (
    <section aria-labelledby="why-verdant" className="bg-leaf-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <h2 id="why-verdant" className="font-display text-4xl text-leaf-900">
          Why plant parents choose Verdant
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm">
              <span className="grid size-12 place-items-center rounded-full bg-leaf-100 text-leaf-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 font-display text-xl text-leaf-900">{title}</h3>
              <p className="mt-2 text-stone-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
