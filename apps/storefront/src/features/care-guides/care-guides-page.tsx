import { cn } from '@verdant/web-kit';
import { BookOpen, Lightbulb } from 'lucide-react';
import { Link } from 'react-router-dom';
import { InfoPage } from '../../shared/components/info-page';
import { InfoSection, proseStyles } from '../../shared/components/info-section';
import { careTopics } from './care-topics';
import { proTips } from './pro-tips';

export function CareGuidesPage() {
  return (
    <InfoPage
      title="Plant Care Guides"
      description="Practical plant care for Indian homes: watering through summer, monsoon and winter, light, humidity, pruning, pests and fertilising, plus pro tips from our growers."
      icon={BookOpen}
      intro={
        <p>
          Everything our growers wish every plant parent knew, written for Indian homes, seasons and water.
          Start with watering and light: get those two right and most plants will forgive the rest.
        </p>
      }
    >
      <nav aria-label="Care topics">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {careTopics.map(({ id, title, Icon }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="flex items-center gap-3 rounded-xl border border-leaf-100 bg-white px-4 py-3 font-medium text-leaf-900 shadow-sm hover:border-leaf-300"
              >
                <Icon aria-hidden="true" className="size-5 text-leaf-600" />
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {careTopics.map(({ id, title, Icon, summary, body }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
          <div className="flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-full bg-leaf-100 text-leaf-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 id={`${id}-title`} className="font-display text-3xl text-leaf-900">
              {title}
            </h2>
          </div>
          <p className="mt-3 text-lg font-medium text-leaf-800">{summary}</p>
          <div className={cn('mt-4', proseStyles)}>{body}</div>
        </section>
      ))}

      <section aria-labelledby="pro-tips" className="rounded-2xl bg-leaf-50 p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <Lightbulb aria-hidden="true" className="size-6 text-clay-600" />
          <h2 id="pro-tips" className="font-display text-3xl text-leaf-900">
            Pro Tips
          </h2>
        </div>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {proTips.map((tip) => (
            <li key={tip.title} className="rounded-xl bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-ink">{tip.title}</h3>
              <p className="mt-2 text-stone-700">{tip.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <InfoSection title="Still puzzled by a leaf?">
        <p>
          Every Verdant plant comes with lifetime plant care support. Send us a photo through the{' '}
          <Link to="/contact">Contact page</Link> and we will help you work out what your plant is telling
          you.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
