import {
  BadgeIndianRupee,
  CalendarCheck,
  CircleCheck,
  Clock,
  HeartHandshake,
  ShieldCheck,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { InfoPage } from '../../shared/components/info-page';
import { InfoSection } from '../../shared/components/info-section';
import { promises } from '../../shared/shop-info/policies';

const features = [
  {
    title: `${promises.guaranteeDays}-Day Protection`,
    text: `Every plant is covered for ${promises.guaranteeDays} days after delivery.`,
    Icon: CalendarCheck,
  },
  {
    title: 'Quick Review',
    text: `Our plant experts look at every claim ${promises.claimReview}, so you are never left waiting.`,
    Icon: Clock,
  },
  {
    title: 'Replacement or Refund',
    text: 'A healthy replacement plant or your money back in full: the choice is yours.',
    Icon: BadgeIndianRupee,
  },
  {
    title: 'Lifetime Care Support',
    text: 'After the guarantee ends, our care team is still here to help your plant thrive, for as long as you have it.',
    Icon: HeartHandshake,
  },
] as const;

/** What the guarantee covers. */
const covered = [
  'Damaged or diseased plants',
  `Poor health within ${promises.guaranteeDays} days of delivery, despite proper care`,
  'Wrong or missing items',
  'Plants that do not match their description',
] as const;

const claimSteps = [
  {
    title: `Contact us within ${promises.guaranteeDays} days`,
    text: 'Reach us through the Contact page or by email with your order number, counting from the day of delivery.',
  },
  {
    title: 'Send clear photos',
    text: 'Show the whole plant, the problem up close, and the packaging if it arrived damaged.',
  },
  {
    title: `We review ${promises.claimReview}`,
    text: 'A plant expert looks at your photos and replies, sometimes with a simple fix that saves the plant.',
  },
  {
    title: 'Replacement or full refund',
    text: 'If the plant is covered, we send a replacement or refund you in full, whichever you prefer.',
  },
] as const;

export function GuaranteePage() {
  return (
    <InfoPage
      title="7-Day Guarantee"
      description={`Happy plants or your money back: every Verdant plant is guaranteed for ${promises.guaranteeDays} days after delivery, with a replacement or a full refund.`}
      icon={ShieldCheck}
      intro={
        <p>
          <strong className="text-leaf-800">Happy plants or your money back.</strong> We grow and pack every
          plant with care, and we stand behind each one.
        </p>
      }
    >
      <InfoSection title="Our Commitment">
        <p>
          Plants are living things and a journey across India is a big adventure for them. If your plant does
          not arrive healthy, or does not settle in during its first {promises.guaranteeDays} days with you,
          we will make it right with a replacement or a full refund. No long forms, no arguments.
        </p>
      </InfoSection>

      <ul aria-label="What the guarantee gives you" className="grid gap-5 sm:grid-cols-2">
        {features.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border border-leaf-100 bg-white p-6 shadow-sm">
            <span className="grid size-12 place-items-center rounded-full bg-leaf-100 text-leaf-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 font-display text-xl text-leaf-900">{title}</h3>
            <p className="mt-2 text-stone-700">{text}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="what-is-covered">
        <h2 id="what-is-covered" className="font-display text-3xl text-leaf-900">
          What Is Covered
        </h2>
        <ul className="mt-5 space-y-3">
          {covered.map((item) => (
            <li key={item} className="flex items-start gap-3 text-stone-800">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-600" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-5 text-stone-700">
          Natural changes, such as a lower leaf yellowing as the plant adjusts, or small differences in size
          and shape from the photos, are part of a plant's life and are not defects.
        </p>
      </section>

      <section aria-labelledby="how-to-claim">
        <h2 id="how-to-claim" className="font-display text-3xl text-leaf-900">
          How to Make a Claim
        </h2>
        <ol className="mt-6 grid gap-5 sm:grid-cols-2">
          {claimSteps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-2xl bg-leaf-50 p-5">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-leaf-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-ink">{step.title}</h3>
                <p className="mt-1 text-stone-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-5 text-stone-700">
          Ready to claim?{' '}
          <Link to="/contact" className="font-medium text-leaf-700 underline">
            Contact us
          </Link>{' '}
          and have your order number to hand.
        </p>
      </section>

      <InfoSection title="Care Tips for the First Week">
        <ul>
          <li>Unbox your plant the day it arrives, and water it only if the top of the soil is dry.</li>
          <li>
            Place it in bright, indirect light, away from air conditioners, coolers and harsh afternoon sun.
          </li>
          <li>
            Hold off on repotting, pruning and fertiliser until it has settled in, usually a week or two.
          </li>
          <li>
            A droopy leaf or two is normal after travelling. See our{' '}
            <Link to="/care-guides">care guides</Link>, or ask us if you are unsure.
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
