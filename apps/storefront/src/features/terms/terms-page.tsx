import { contactDetails } from '@verdant/domain/shared/shop-contact';
import { ScrollText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { InfoPage } from '../../shared/components/info-page';
import { InfoSection } from '../../shared/components/info-section';
import { LastUpdated } from '../../shared/components/last-updated';
import { freeShippingFrom, promises, shippingFee } from '../../shared/shop-info/policies';

export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      description="The terms for shopping at Verdant: orders, prices in rupees, payment, delivery within India, returns, refunds and our 7-day guarantee."
      icon={ScrollText}
      intro={
        <>
          <LastUpdated />
          <p className="mt-3">
            These terms apply when you browse or buy from Verdant. By placing an order, you agree to them, so
            please read them alongside our <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </>
      }
    >
      <InfoSection title="About Us">
        <p>
          Verdant is operated by Verdant Plant Co., {contactDetails.address.slice(1).join(', ')}. You can
          reach us at <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a> or{' '}
          {contactDetails.phone}.
        </p>
      </InfoSection>

      <InfoSection title="Your Account">
        <p>
          Keep your password to yourself and tell us straight away if you think someone else has used your
          account. The details you give us, especially your phone number and delivery address, must be
          accurate so that your plants reach you.
        </p>
      </InfoSection>

      <InfoSection title="Orders and Prices">
        <p>
          All prices are in Indian rupees (₹) and include applicable taxes. We accept an order once it is
          placed and, for online payments, the payment has gone through. Plants are living things: each one is
          unique, and yours may differ slightly in size, shape or colour from the photos. If a plant you
          ordered becomes unavailable, we will offer a similar plant or a full refund.
        </p>
        <p>
          You may cancel an order while it is pending or processing, from your{' '}
          <Link to="/account">account</Link>. Once it has shipped, our returns policy applies.
        </p>
      </InfoSection>

      <InfoSection title="Payment">
        <p>
          We accept cards, UPI, net banking and wallets through our payment partners, and cash on delivery.
          Coupons apply only as described with each coupon, one per order, and cannot be exchanged for cash.
        </p>
      </InfoSection>

      <InfoSection title="Delivery">
        <p>
          We deliver only within India. Orders are processed within {promises.processing}; delivery times are
          estimates, described on our <Link to="/shipping">Shipping Information</Link> page. Shipping is free
          on orders of {freeShippingFrom} or more, and {shippingFee} otherwise.
        </p>
      </InfoSection>

      <InfoSection title="Returns, Refunds and the Guarantee">
        <p>
          You may return items within {promises.returnDays} days after delivery, as set out in{' '}
          <Link to="/returns">Returns & Exchanges</Link>. Refunds are processed within {promises.refund}.
          Plants that arrive damaged or struggle despite proper care are covered by our{' '}
          <Link to="/guarantee">7-Day Guarantee</Link>.
        </p>
      </InfoSection>

      <InfoSection title="Using This Site">
        <p>
          The text, photos and care guides on this site belong to Verdant. You are welcome to share links and
          use our care advice for your own plants, but not to copy our content for commercial use. Please do
          not misuse the site, for example by trying to break its security or by placing fake orders.
        </p>
      </InfoSection>

      <InfoSection title="Liability">
        <p>
          We take every care with our plants and advice, but we cannot control how a plant is looked after
          once it is delivered. Our liability for any order is limited to the amount you paid for it. Nothing
          in these terms limits your rights as a consumer under the Consumer Protection Act, 2019.
        </p>
      </InfoSection>

      <InfoSection title="Governing Law">
        <p>
          These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka have
          jurisdiction over any dispute. We may update these terms; the version that applies to an order is
          the one shown when you placed it.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
