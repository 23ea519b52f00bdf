/** Short, hard-won lessons from our growers: the care guides' 'Pro Tips'. */
export const proTips = [
  {
    title: 'Choose pots with a drainage hole',
    text: 'A decorative pot without one is fine as an outer cover, but keep the plant in a nursery pot inside it and tip out any water that collects.',
  },
  {
    title: 'Plan for holidays',
    text: 'Going away for a week? Water well, group plants in a bright spot away from direct sun, and stand them on a tray of wet pebbles. A bottle with a pin-hole in its cap pushed into the soil works as a slow drip.',
  },
  {
    title: 'Repot in spring, one size up',
    text: 'When roots poke out of the drainage hole, move the plant to a pot only 2-5 cm wider, between February and April. A much bigger pot holds too much wet soil.',
  },
  {
    title: 'Dust the leaves',
    text: 'Indian cities are dusty, and dusty leaves cannot catch light. Wipe large leaves with a damp cloth every couple of weeks.',
  },
  {
    title: 'Let new plants settle',
    text: 'A journey is stressful. Give a new arrival a week in bright, indirect light before you repot, prune or feed it.',
  },
  {
    title: 'Watch before you act',
    text: 'One yellow leaf is normal ageing. Several at once usually means a watering problem: check the soil before changing anything else.',
  },
] as const;
