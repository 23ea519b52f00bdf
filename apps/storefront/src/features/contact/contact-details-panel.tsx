import { contactDetails } from '@verdant/domain/shared/shop-contact';
import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { promises } from '../../shared/shop-info/policies';

/** One term of the list: a `div` holding only its `dt` and `dd`, the icon inside the term. */
function ContactDetail({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-3 font-semibold text-white">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-leaf-300" />
        {term}
      </dt>
      <dd className="mt-1 pl-8">{children}</dd>
    </div>
  );
}

export function ContactDetailsPanel() {
  return (
    <section aria-labelledby="contact-details" className="rounded-2xl bg-leaf-900 p-6 text-leaf-50 sm:p-8">
      <h2 id="contact-details" className="font-display text-2xl text-white">
        Get in Touch
      </h2>
      <p className="mt-2 text-leaf-200">We reply to every message {promises.supportReply}.</p>
      <dl className="mt-6 space-y-5">
        <ContactDetail icon={Mail} term="Email">
          <a href={`mailto:${contactDetails.email}`} className="rounded-sm underline underline-offset-2">
            {contactDetails.email}
          </a>
        </ContactDetail>
        <ContactDetail icon={Phone} term="Phone">
          <a href={contactDetails.phoneHref} className="rounded-sm underline underline-offset-2">
            {contactDetails.phone}
          </a>
        </ContactDetail>
        <ContactDetail icon={MapPin} term="Address">
          <address className="not-italic">
            {contactDetails.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </ContactDetail>
        <ContactDetail icon={Clock} term="Hours">
          {contactDetails.hours}
        </ContactDetail>
      </dl>
    </section>
  );
}
