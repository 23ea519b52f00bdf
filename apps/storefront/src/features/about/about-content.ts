import { HeartHandshake, Leaf, Recycle, ShieldCheck } from 'lucide-react';

export const values = [
  {
    title: 'Grown with care',
    text: 'We work with family-run nurseries in Karnataka and Maharashtra, and every plant is checked by hand for healthy roots and clean leaves before it is packed.',
    Icon: Leaf,
  },
  {
    title: 'Kind to the planet',
    text: 'Plants travel in recycled cardboard and coir, cushioned with paper rather than plastic. Our pots are reusable, and our packing leaves little for the bin.',
    Icon: Recycle,
  },
  {
    title: 'Honest from start to finish',
    text: 'Clear prices in rupees, photos of real plants, and a 7-Day Guarantee that means what it says: happy plants or your money back.',
    Icon: ShieldCheck,
  },
  {
    title: 'Here for the long run',
    text: 'Buying a plant is the beginning, not the end. Lifetime plant care support means you can ask us anything, for as long as you have the plant.',
    Icon: HeartHandshake,
  },
] as const;

export const team = [
  {
    name: 'Meera Iyer',
    role: 'Founder',
    bio: 'Turned a balcony of rescued cuttings into Verdant. Still answers the trickiest care questions herself.',
  },
  {
    name: 'Rohan Deshpande',
    role: 'Head Grower',
    bio: 'Fifteen years in nurseries around Pune. Decides which plants are ready to travel, and which need another week.',
  },
  {
    name: 'Fatima Sheikh',
    role: 'Plant Care Lead',
    bio: 'Leads the team that replies to your messages, from yellowing leaves to repotting panics.',
  },
  {
    name: 'Karthik Rao',
    role: 'Logistics and Packaging',
    bio: 'Designed our plastic-free packing and makes sure every box survives the journey from Bengaluru to your door.',
  },
] as const;
