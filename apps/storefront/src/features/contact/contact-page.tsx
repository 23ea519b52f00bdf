import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Accordion } from '../../shared/components/accordion';
import { InfoPage } from '../../shared/components/info-page';
import { faqEntries } from '../../shared/shop-info/faq-entries';
import { ContactDetailsPanel } from './contact-details-panel';
import { ContactForm } from './contact-form';

/** The questions people most often write in about, answered before they have to. */
const faqExcerpt = faqEntries.filter(({ id }) =>
  ['damaged-arrival', 'order-tracking', 'plant-consultation'].includes(id),
);

export function ContactPage() {
  return (
    <InfoPage
      title="Contact Us"
      description="Questions about an order, a plant or our guarantee? Write to Verdant's plant experts in Bengaluru by email, phone or the contact form."
      icon={MessageCircle}
      intro={
        <p>
          A question about an order, a plant that is not looking its best, or help choosing your next one? Our
          plant experts would love to hear from you.
        </p>
      }
    >
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <ContactForm />
        <ContactDetailsPanel />
      </div>
      <section aria-labelledby="contact-faq" className="space-y-5">
        <h2 id="contact-faq" className="font-display text-3xl text-leaf-900">
          Frequently Asked Questions
        </h2>
        <Accordion items={faqExcerpt} headingLevel={3} />
        <p className="text-stone-700">
          More answers on our{' '}
          <Link to="/faq" className="font-medium text-leaf-700 underline underline-offset-2">
            FAQ page
          </Link>
          .
        </p>
      </section>
    </InfoPage>
  );
}
