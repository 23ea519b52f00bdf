import { Bug, Droplets, FlaskConical, Scissors, Sun, Thermometer } from 'lucide-react';

/** The care guides' six topics, written for Indian homes, seasons and water. */
export const careTopics = [
  {
    id: 'watering',
    title: 'Watering',
    Icon: Droplets,
    summary: 'More houseplants are lost to too much water than too little.',
    body: (
      <>
        <p>
          Push a finger into the soil up to the second knuckle. If it feels dry, water slowly until it runs
          out of the drainage hole, then empty the saucer after 15 minutes. If it still feels damp, wait and
          check again in two or three days.
        </p>
        <ul>
          <li>
            <strong>Summer (March to June):</strong> pots dry out fast in the heat, especially on balconies.
            Most leafy plants want water every 2-4 days; succulents and snake plants about once a week.
          </li>
          <li>
            <strong>Monsoon:</strong> humidity stays high and the soil dries slowly. Cut back sharply, move
            balcony pots out of the rain, and never let pots stand in water: this is root-rot season.
          </li>
          <li>
            <strong>Winter:</strong> growth slows, especially in North India. Water about half as often as in
            summer, and in the morning, so the soil is not cold and wet overnight.
          </li>
          <li>
            <strong>Hard tap water:</strong> if white crust forms on the soil or pot, leave tap water out
            overnight, or use filtered or collected rainwater for ferns, calatheas and other sensitive plants.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'light',
    title: 'Light',
    Icon: Sun,
    summary: 'Match the plant to the window, not the window to the plant.',
    body: (
      <>
        <p>
          Most houseplants love bright, indirect light: a spot near a window where they can see a wide patch
          of sky but the sun does not fall directly on their leaves. In India, east-facing windows give gentle
          morning sun that suits almost everything; south and west-facing windows get fierce afternoon sun
          that can scorch leaves within days in April and May.
        </p>
        <ul>
          <li>
            <strong>Bright light:</strong> succulents, cacti, crotons and jade plants on a sunny sill are
            happy here. A sheer curtain softens harsh summer afternoons.
          </li>
          <li>
            <strong>Medium light:</strong> a metre or two back from a bright window suits peace lilies,
            philodendrons, pothos and rubber plants.
          </li>
          <li>
            <strong>Low light:</strong> snake plants and ZZ plants cope with dim corners and north-facing
            flats, though they grow slowly there.
          </li>
        </ul>
        <p>
          Leaning, stretched stems and small pale leaves mean too little light; bleached or crispy brown
          patches mean too much. Turn pots a quarter turn every week so they grow evenly.
        </p>
      </>
    ),
  },
  {
    id: 'temperature-humidity',
    title: 'Temperature and Humidity',
    Icon: Thermometer,
    summary: 'Most tropical houseplants enjoy the same 18-30 °C range that you do.',
    body: (
      <>
        <p>
          Keep plants away from the direct blast of air conditioners, coolers and heaters: the dry, moving air
          browns leaf tips quickly. In an air-conditioned room, group plants together and set them on a tray
          of pebbles and water so the evaporation raises the humidity around them.
        </p>
        <ul>
          <li>
            <strong>Dry summer heat (Delhi, Jaipur, Nagpur):</strong> mist ferns and calatheas in the morning
            and move balcony plants into shade when temperatures cross 40 °C.
          </li>
          <li>
            <strong>Humid coasts (Mumbai, Chennai, Kochi):</strong> humidity lovers thrive, but give plants
            room for air to move between them so fungus does not set in.
          </li>
          <li>
            <strong>North Indian winters:</strong> bring tender plants indoors when nights drop below 10 °C
            and keep them off cold windowsills overnight.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'pruning',
    title: 'Pruning',
    Icon: Scissors,
    summary: 'A little trim keeps plants bushy, tidy and healthy.',
    body: (
      <>
        <p>
          Use clean, sharp scissors (wipe the blades with a little alcohol between plants) and cut just above
          a leaf node, the small bump where a leaf joins the stem. New growth branches out from there.
        </p>
        <ul>
          <li>Remove yellow, brown or dead leaves at the base as soon as you spot them.</li>
          <li>
            Pinch back the tips of trailing plants like pothos and money plants to make them fuller; the
            cuttings root easily in a glass of water.
          </li>
          <li>
            Do major pruning in spring and early summer (February to April), when plants have the energy to
            recover. Avoid heavy cuts in the monsoon, when wounds heal slowly.
          </li>
          <li>Never remove more than a third of a plant at once.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'pests',
    title: 'Pests',
    Icon: Bug,
    summary: 'Catch them early and most pests are easy to beat.',
    body: (
      <>
        <p>
          Check the undersides of leaves and the joints of stems every time you water. The usual suspects in
          Indian homes are mealybugs (white cottony tufts), spider mites (fine webbing, common in dry heat),
          aphids (tiny green or black insects on new shoots) and fungus gnats (little flies around damp soil,
          common in the monsoon).
        </p>
        <ol>
          <li>Isolate the affected plant so the pests do not spread.</li>
          <li>Wipe leaves with a damp cloth, or rinse the plant under a gentle shower.</li>
          <li>
            Spray neem oil solution (5 ml cold-pressed neem oil and a few drops of liquid soap in 1 litre of
            water) every 5-7 days for three weeks, in the evening, out of direct sun.
          </li>
          <li>For fungus gnats, let the top of the soil dry out completely between waterings.</li>
        </ol>
      </>
    ),
  },
  {
    id: 'fertilizing',
    title: 'Fertilizing',
    Icon: FlaskConical,
    summary: 'Feed during the growing season, rest in the cool months.',
    body: (
      <>
        <p>
          Plants grow most from spring through the monsoon (February to September). Feed them once a month in
          that season with a balanced liquid fertiliser at half the strength printed on the pack, or mix a
          handful of vermicompost into the top of the soil every six to eight weeks.
        </p>
        <ul>
          <li>Always water before feeding: fertiliser on dry roots can burn them.</li>
          <li>Skip feeding from November to January, and for a month after repotting.</li>
          <li>Succulents and cacti need very little: two or three light feeds a year are plenty.</li>
          <li>
            A white crust on the soil means salts are building up: flush the pot with plenty of plain water.
          </li>
        </ul>
      </>
    ),
  },
] as const;
