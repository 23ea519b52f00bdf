/** How shoppers reach the shop: shown on the contact page and quoted by the policies. */
export const contactDetails = {
  /** The shop's name, as its mail signs off and its subjects read. */
  name: 'Verdant',
  email: 'hello@verdant.example',
  phone: '+91 80 4567 8910',
  /** The phone as a tel: link needs it, without spaces. */
  phoneHref: 'tel:+918045678910',
  address: ['Verdant Plant Co.', '42, 12th Main Road, Indiranagar', 'Bengaluru, Karnataka 560038', 'India'],
  hours: 'Monday to Saturday, 9:00 am to 6:00 pm IST',
} as const;
