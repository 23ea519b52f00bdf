import { buttonStyles } from '@verdant/web-kit';
import { Sprout, Target } from 'lucide-react';
import { Link } from 'react-router-dom';
import { InfoPage } from '../../shared/components/info-page';
import { InfoSection } from '../../shared/components/info-section';
import { team, values } from './about-content';

/** Two letters for a team member's avatar: there are no portraits yet. */
const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export function AboutPage() {
  return (
    <InfoPage
      title="About Verdant"
      description="Verdant is a Bengaluru plant shop delivering healthy houseplants across India in sustainable packaging, with lifetime plant care support."
      icon={Sprout}
      intro={<p>We help people across India bring home plants that thrive, and keep them thriving.</p>}
    >
      <InfoSection title="Our Story">
        <p>
          Verdant began on a small Bengaluru balcony in 2021, when our founder Meera started sharing cuttings
          with neighbours who had moved into flats with no garden. The questions came faster than the
          cuttings: which plant survives a north-facing room? Why is my money plant yellowing in the monsoon?
          Can I keep a plant if my cat chews everything?
        </p>
        <p>
          We realised people did not just want plants. They wanted the right plant for their home and someone
          to ask when things went wrong. So we partnered with growers we trust, learnt to pack living things
          so they arrive looking as good as they left, and built a shop around advice as much as around
          plants.
        </p>
        <p>
          Today our Bengaluru nursery sends plants to homes, offices and hostel rooms across India, and we
          still answer every care question ourselves.
        </p>
      </InfoSection>

      <section aria-labelledby="our-values">
        <h2 id="our-values" className="font-display text-3xl text-leaf-900">
          Our Values
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {values.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl border border-leaf-100 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-leaf-600" />
              <h3 className="mt-3 font-display text-xl text-leaf-900">{title}</h3>
              <p className="mt-2 text-stone-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="our-mission" className="rounded-2xl bg-leaf-900 p-8 text-leaf-50 sm:p-10">
        <div className="flex items-center gap-3">
          <Target aria-hidden="true" className="size-6 text-leaf-300" />
          <h2 id="our-mission" className="font-display text-3xl text-white">
            Our Mission
          </h2>
        </div>
        <p className="mt-4 text-lg">
          To make every Indian home a little greener: healthy plants chosen for real homes and real routines,
          delivered sustainably, and supported for life, so that no plant parent is ever left guessing.
        </p>
      </section>

      <section aria-labelledby="our-team">
        <h2 id="our-team" className="font-display text-3xl text-leaf-900">
          Meet the Team
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {team.map((member) => (
            <li key={member.name} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="grid size-14 shrink-0 place-items-center rounded-full bg-leaf-100 font-display text-xl text-leaf-800"
              >
                {initials(member.name)}
              </span>
              <div>
                <h3 className="font-semibold text-ink">{member.name}</h3>
                <p className="text-sm font-medium text-leaf-700">{member.role}</p>
                <p className="mt-2 text-stone-700">{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-wrap justify-center gap-4">
        <Link to="/shop" className={buttonStyles()}>
          Explore Our Plants
        </Link>
        <Link to="/plant-finder" className={buttonStyles({ variant: 'secondary' })}>
          Find Your Plant
        </Link>
      </div>
    </InfoPage>
  );
}
