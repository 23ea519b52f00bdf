import { Link } from 'react-router-dom';
import type { AccordionItem } from '../components/accordion';
import { freeShippingFrom, promises, shippingFee } from './policies';

/**
 * The FAQ's eight questions, in order. Shared by the FAQ page and the contact page's excerpt.
 * The shop delivers within India only, and the answers say so.
 */
export const faqEntries = [
  {
    id: 'plant-care',
    question: 'How do I take care of my new plant?',
    answer: (
      <>
        <p>
          Every plant arrives with a care card for its light, water and feeding needs. Give it a few days to
          settle in before repotting or moving it around: a little droop in the first week is normal while it
          adjusts to your home.
        </p>
        <p>
          As a rule of thumb, water only when the top few centimetres of soil are dry, and keep plants out of
          harsh afternoon sun unless they are sun lovers. Our <Link to="/care-guides">care guides</Link> cover
          watering, light, humidity, pruning, pests and feeding through every Indian season.
        </p>
      </>
    ),
  },
  {
    id: 'damaged-arrival',
    question: 'What if my plant arrives damaged?',
    answer: (
      <p>
        We are sorry if that happens. Contact us {promises.damageReport} of delivery with clear photos of the
        plant and the packaging, and we will send a replacement or give you a full refund, whichever you
        prefer.
      </p>
    ),
  },
  {
    id: 'shipping-india',
    question: 'Do you ship across India?',
    answer: (
      <>
        <p>
          Yes, we deliver to addresses across India (and only within India). Orders leave our nursery within{' '}
          {promises.processing}. Metro cities typically receive them in {promises.delivery.metro}, other
          cities and towns in {promises.delivery.other}, and remote areas in {promises.delivery.remote}.
        </p>
        <p>
          Shipping is free on orders of {freeShippingFrom} or more; below that, a flat {shippingFee} applies.
          See <Link to="/shipping">Shipping Information</Link> for the details.
        </p>
      </>
    ),
  },
  {
    id: 'order-tracking',
    question: 'How can I track my order?',
    answer: (
      <p>
        As soon as your plants are dispatched, we email you a tracking number. You can also follow every order
        from the Orders tab of your <Link to="/account">account dashboard</Link>.
      </p>
    ),
  },
  {
    id: 'payment-methods',
    question: 'What payment methods do you accept?',
    answer: (
      <p>
        We accept credit and debit cards, UPI, net banking and popular wallets through our secure payment
        gateway, as well as cash on delivery. All prices are in Indian rupees (₹).
      </p>
    ),
  },
  {
    id: 'pet-safety',
    question: 'Are your plants safe for pets?',
    answer: (
      <p>
        Some are and some are not: snake plants, jade and aloe, for example, can upset a cat or dog that chews
        them. Every plant in our <Link to="/shop?category=pet-friendly">Pet-Friendly collection</Link> is
        non-toxic to cats and dogs, such as calatheas, areca palms and spider plants. Even so, keep leaves out
        of reach of determined nibblers.
      </p>
    ),
  },
  {
    id: 'plant-consultation',
    question: 'Can you help me choose the right plant?',
    answer: (
      <p>
        Of course. Tell us about your space, its light and your routine through our{' '}
        <Link to="/contact">Contact page</Link> and one of our plant experts will reply with suggestions{' '}
        {promises.supportReply}. For a quick answer, try the <Link to="/plant-finder">Plant Finder</Link>{' '}
        quiz.
      </p>
    ),
  },
  {
    id: 'guarantee',
    question: 'What is your 7-day guarantee?',
    answer: (
      <p>
        Happy plants or your money back. If your plant arrives damaged or diseased, does not match its
        description, or struggles within {promises.guaranteeDays} days of delivery despite proper care, tell
        us and we will replace it or refund it in full. Read the <Link to="/guarantee">7-Day Guarantee</Link>{' '}
        for how to claim.
      </p>
    ),
  },
] as const satisfies readonly AccordionItem[];
