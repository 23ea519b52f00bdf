import { contactDetails } from '@verdant/domain/shared/shop-contact';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { promises } from '../../shared/shop-info/policies';

export function ContactDetailsPanel() {
  return (
    <section aria-labelledby="contact-details" className="rounded-2xl bg-leaf-900 p-6 text-leaf-50 sm:p-8">
      <h2 id="contact-details" className="font-display text-2xl text-white">
        Get in Touch
      </h2>
      <p className="mt-2 text-leaf-200">We reply to every message {promises.supportReply}.</p>
      <dl className="mt-6 space-y-5">
        <div className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-300" />
          <div>
            <dt className="font-semibold text-white">Email</dt>
            <dd>
              <a href={`mailto:${contactDetails.email}`} className="rounded-sm underline underline-offset-2">
                {contactDetails.email}
              </a>
            </dd>
          </div>
        </div>
        <div className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-300" />
          <div>
            <dt className="font-semibold text-white">Phone</dt>
            <dd>
              <a href={contactDetails.phoneHref} className="rounded-sm underline underline-offset-2">
                {contactDetails.phone}
              </a>
            </dd>
          </div>
        </div>
        <div className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-300" />
          <div>
            <dt className="font-semibold text-white">Address</dt>
            <dd>
              <address className="not-italic">
                {contactDetails.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        </div>
        <div className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-300" />
          <div>
            <dt className="font-semibold text-white">Hours</dt>
            <dd>{contactDetails.hours}</dd>
          </div>
        </div>
      </dl>
    </section>
  );
}
