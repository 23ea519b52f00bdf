import { CircleHelp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Accordion } from '../../shared/components/accordion';
import { InfoPage } from '../../shared/components/info-page';
import { faqEntries } from '../../shared/shop-info/faq-entries';

export function FaqPage() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      description="Answers about plant care, delivery across India, order tracking, payments, pet-safe plants and Verdant's 7-day guarantee."
      icon={CircleHelp}
      intro={<p>Quick answers to what plant parents ask us most. Tap a question to read its answer.</p>}
    >
      <Accordion items={faqEntries} headingLevel={2} />
      <p className="text-center text-stone-700">
        Still wondering about something?{' '}
        <Link to="/contact" className="font-medium text-leaf-700 underline underline-offset-2">
          Ask our plant experts
        </Link>
        .
      </p>
    </InfoPage>
  );
}
