import { contactDetails } from '@verdant/domain/shared/shop-contact';
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { InfoPage } from '../../shared/components/info-page';
import { InfoSection } from '../../shared/components/info-section';
import { LastUpdated } from '../../shared/components/last-updated';

/**
 * Describes what the shop really does with personal data, in plain words: encrypted with a key per customer,
 * kept apart from the records, and unreadable everywhere once erasure destroys that key.
 */
export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      description="How Verdant collects, protects and erases your personal data, and your rights under India's Digital Personal Data Protection Act, 2023."
      icon={Lock}
      intro={
        <>
          <LastUpdated />
          <p className="mt-3">
            Your trust matters more to us than any sale. This policy explains what personal data we collect,
            why, how we protect it, and how you can have it erased.
          </p>
        </>
      }
    >
      <InfoSection title="What We Collect">
        <ul>
          <li>
            <strong>Your account:</strong> your name, email address, phone number and a password, which we
            store only as a salted hash that cannot be turned back into the password.
          </li>
          <li>
            <strong>Delivery addresses</strong> you save, and the details of the orders you place.
          </li>
          <li>
            <strong>Messages</strong> you send through the contact form, and your email address if you
            subscribe to our newsletter.
          </li>
          <li>
            <strong>Payments</strong> are handled by our payment partners. Your card, UPI and bank details go
            straight to them; we never see or store your full card number.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="How We Use It">
        <p>
          We use your data to run your account, deliver and support your orders, answer your messages, send
          the plant care newsletter you asked for, and keep the shop secure. We do not sell or rent your
          personal data to anyone, and we do not use advertising trackers. We share only what is needed with
          the couriers who deliver your plants and the payment partners who process your payments.
        </p>
      </InfoSection>

      <InfoSection title="How We Protect It">
        <p>
          Every customer's personal details (name, email, phone, addresses and messages) are{' '}
          <strong>encrypted with a key of their own</strong>, kept separately from the records of what
          happened in the shop. Your session is kept in a secure cookie that scripts on the page cannot read,
          and every connection to our shop is encrypted.
        </p>
        <p>
          Your shopping cart, while you are not signed in, is kept only in your own browser's storage on your
          device.
        </p>
      </InfoSection>

      <InfoSection title="Erasing Your Data">
        <p>
          Under India's <strong>Digital Personal Data Protection Act, 2023</strong> (DPDP Act), you may ask us
          to erase your personal data at any time. Write to{' '}
          <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a> from the email address on your
          account.
        </p>
        <p>
          When we erase your data, we destroy your personal encryption key. From that moment your name,
          contact details, addresses and messages can no longer be read anywhere in our systems. What remains
          is an anonymous record that an order took place, which we keep for our accounts and tax records.
          Erasing your data also closes your account and signs you out everywhere.
        </p>
      </InfoSection>

      <InfoSection title="Your Rights">
        <p>Under the DPDP Act you also have the right to:</p>
        <ul>
          <li>get a summary of the personal data we hold about you and how we use it;</li>
          <li>
            correct or update it (you can edit your name, phone and addresses yourself in your{' '}
            <Link to="/account">account</Link>);
          </li>
          <li>withdraw consent, for example by unsubscribing from the newsletter;</li>
          <li>nominate someone to exercise these rights on your behalf; and</li>
          <li>raise a grievance with us, and then with the Data Protection Board of India.</li>
        </ul>
      </InfoSection>

      <InfoSection title="Contact and Grievances">
        <p>
          For any question or complaint about your personal data, contact our Grievance Officer at{' '}
          <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a> or {contactDetails.phone}, or
          write to {contactDetails.address.join(', ')}. We will acknowledge your request within 24 hours and
          resolve it as quickly as we can.
        </p>
        <p>
          If we change this policy, we will update the date above and, for significant changes, tell
          registered customers by email.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
