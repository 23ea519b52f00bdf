import { contactDetails } from '@verdant/domain/shared/shop-contact';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { InfoPage } from '../../shared/components/info-page';
import { InfoSection } from '../../shared/components/info-section';
import { promises } from '../../shared/shop-info/policies';

export function ReturnsPage() {
  return (
    <InfoPage
      title="Returns & Exchanges"
      description={`Return a Verdant order within ${promises.returnDays} days after delivery. Refunds are processed within ${promises.refund}.`}
      icon={RotateCcw}
      intro={
        <p>
          If something is not right with your order, we will put it right. Here is how returns, exchanges and
          refunds work.
        </p>
      }
    >
      <InfoSection title="Return Window">
        <p>
          You can ask to return or exchange an item for up to{' '}
          <strong>{promises.returnDays} days after delivery</strong>. Plants should come back in their
          original nursery pot, and pots, planters and accessories unused and in their original packaging.
        </p>
        <p>
          A plant that arrived damaged, or that struggles in its first days despite proper care, is covered by
          our <Link to="/guarantee">7-Day Guarantee</Link>: you do not need to send it back at all.
        </p>
      </InfoSection>

      <InfoSection title="How to Start a Return">
        <ol>
          <li>
            Write to us at <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a> or through
            the <Link to="/contact">Contact page</Link> with your order number and what you would like to
            return.
          </li>
          <li>We reply {promises.supportReply} with the return address and packing instructions.</li>
          <li>Pack the item securely, ideally in the box it came in, and send it back to us.</li>
          <li>
            We inspect it when it arrives and tell you as soon as your refund or exchange is on its way.
          </li>
        </ol>
      </InfoSection>

      <InfoSection title="Refunds">
        <p>
          Refunds are processed within <strong>{promises.refund}</strong>, to the way you paid: your card, UPI
          account, net banking account or wallet. For cash on delivery orders, we refund to a bank account or
          UPI ID that you give us. Your bank may take a few more days to show the money in your account.
        </p>
        <p>
          If the return is because of our mistake, such as a wrong or damaged item, the refund includes any
          shipping charge you paid, and we cover the cost of sending it back.
        </p>
      </InfoSection>

      <InfoSection title="Exchanges">
        <p>
          Prefer a different plant or size? We can exchange an item of the same value, or you can return it
          for a refund and place a new order. Exchanges are sent once the returned item reaches us.
        </p>
      </InfoSection>

      <InfoSection title="What Cannot Be Returned">
        <ul>
          <li>
            Plants that have been repotted, pruned or kept for more than {promises.returnDays} days after
            delivery.
          </li>
          <li>Opened soil mixes, fertilisers and plant food.</li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
