import { Truck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { InfoPage } from '../../shared/components/info-page';
import { InfoSection } from '../../shared/components/info-section';
import { freeShippingFrom, promises, shippingFee } from '../../shared/shop-info/policies';

const deliveryTimes = [
  {
    area: 'Metro cities',
    examples: 'Delhi NCR, Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad, Pune, Ahmedabad',
    time: promises.delivery.metro,
  },
  {
    area: 'Other cities and towns',
    examples: 'State capitals and most district towns',
    time: promises.delivery.other,
  },
  {
    area: 'Remote areas',
    examples: 'Hill stations, the North-East, Jammu and Kashmir, Ladakh, Andaman and Nicobar, Lakshadweep',
    time: promises.delivery.remote,
  },
] as const;

export function ShippingPage() {
  return (
    <InfoPage
      title="Shipping Information"
      description={`Verdant delivers across India: orders ship in ${promises.processing}, with free shipping on orders of ${freeShippingFrom} or more.`}
      icon={Truck}
      intro={
        <p>
          We deliver healthy plants to addresses across India, packed to arrive looking as good as they left
          our nursery.
        </p>
      }
    >
      <InfoSection title="Shipping Charges">
        <p>
          Shipping is <strong>free on orders of {freeShippingFrom} or more</strong>. Orders below{' '}
          {freeShippingFrom} pay a flat shipping charge of <strong>{shippingFee}</strong>, whatever their size
          or destination.
        </p>
        <p>
          The {freeShippingFrom} is counted on your order subtotal, the price of your plants before any coupon
          discount. Your cart and checkout always show the shipping charge before you pay.
        </p>
      </InfoSection>

      <InfoSection title="Order Processing">
        <p>
          Every order is picked, checked and packed by hand within <strong>{promises.processing}</strong> of
          being placed. Orders placed on Sundays and public holidays are processed on the next business day.
          As soon as your plants leave us, we email you a tracking number, and you can follow the order from
          your <Link to="/account">account</Link>.
        </p>
      </InfoSection>

      <section aria-labelledby="delivery-times">
        <h2 id="delivery-times" className="font-display text-3xl text-leaf-900">
          Delivery Times
        </h2>
        <p className="mt-5 text-stone-800">Counted in business days after your order is dispatched:</p>
        <div className="mt-4 overflow-x-auto rounded-2xl border border-leaf-100 bg-white shadow-sm">
          <table className="w-full text-left">
            <thead className="bg-leaf-50 text-sm text-leaf-900">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Where
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Delivery time
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-leaf-100">
              {deliveryTimes.map((row) => (
                <tr key={row.area}>
                  <th scope="row" className="px-5 py-4 font-normal">
                    <span className="block font-semibold text-ink">{row.area}</span>
                    <span className="text-sm text-stone-600">{row.examples}</span>
                  </th>
                  <td className="px-5 py-4 whitespace-nowrap text-stone-800">{row.time}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <InfoSection title="Where We Deliver">
        <p>
          We deliver <strong>only within India</strong>, to any address with a valid six-digit PIN code that
          our courier partners serve. We do not ship plants abroad: international plant shipments need
          phytosanitary certificates and rarely survive the journey.
        </p>
      </InfoSection>

      <InfoSection title="How We Pack Your Plants">
        <p>
          Plants travel upright in their nursery pots, with the soil secured and the leaves cushioned by paper
          and coir, inside sturdy recycled cardboard. During the peak of summer and the monsoon we add extra
          ventilation and moisture protection.
        </p>
        <p>
          When your box arrives, open it straight away, water the plant if the soil is dry, and keep it in
          bright, indirect light for a few days while it recovers from the journey. If anything arrived
          damaged, tell us {promises.damageReport} with photos and our{' '}
          <Link to="/guarantee">7-Day Guarantee</Link> has you covered.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
