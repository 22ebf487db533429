// The words that suggest an expense's basis class, from the examples of IRS Publication 523 (Selling Your
// Home), section 'Determining Basis': the improvements listed under 'Adjusted basis' by heading (Additions,
// Lawn and grounds, Exterior, Insulation, Systems, Plumbing, Interior) and the repairs and maintenance that do
// not add to the basis. The app adds two groups of its own: recurring upkeep and what is not part of the home.
import type { BasisClass } from './basis-class';

export interface BasisExample {
  basisClass: BasisClass;
  /** The publication's example in its words ('heating system'), or what a group of the app's own is. */
  example: string;
  /** The publication's heading the improvement is listed under ('Systems'); null for the other classes. */
  heading: string | null;
  /** Whether the publication gives the example (false: a group of the app's own). */
  fromPublication: boolean;
  /**
   * Phrases that show it: a phrase matches when each of its words is a whole word of the text, stem for stem
   * ('roof' matches 'Roofing'; 'landscape' and 'landscaping' are two stems, so both are listed).
   */
  phrases: readonly string[];
}

const improvement = (heading: string, example: string, phrases: string[]): BasisExample => ({
  basisClass: 'improvement',
  example,
  heading,
  fromPublication: true,
  phrases,
});

/**
 * In the order they are tried; the first match wins. What is not part of the home first (a sofa for the new
 * addition is still furniture), then repairs (fixing a leak in the roof is a repair, a roof is an improvement),
 * then upkeep (cleaning the carpet), then the improvements.
 */
export const BASIS_EXAMPLES: readonly BasisExample[] = [
  {
    basisClass: 'not_part_of_home',
    example: 'a furnishing, which goes with you when you sell',
    heading: null,
    fromPublication: false,
    phrases: [
      'furniture',
      'sofa',
      'couch',
      'armchair',
      'mattress',
      'area rug',
      'curtain',
      'drape',
      'lamp',
      'television',
      'tv',
      'artwork',
    ],
  },
  {
    basisClass: 'not_part_of_home',
    example: 'a cost of moving or of living elsewhere',
    heading: null,
    fromPublication: false,
    phrases: ['moving truck', 'movers', 'storage unit', 'hotel', 'motel'],
  },
  {
    basisClass: 'repair',
    example: 'painting',
    heading: null,
    fromPublication: true,
    phrases: ['paint', 'repaint', 'primer', 'stain', 'touch up'],
  },
  {
    basisClass: 'repair',
    example: 'fixing leaks',
    heading: null,
    fromPublication: true,
    phrases: ['leak', 'leaky'],
  },
  {
    basisClass: 'repair',
    example: 'filling holes or cracks',
    heading: null,
    fromPublication: true,
    phrases: ['hole', 'crack', 'patch', 'spackle'],
  },
  {
    basisClass: 'repair',
    example: 'replacing broken hardware',
    heading: null,
    fromPublication: true,
    phrases: ['broken', 'broke'],
  },
  {
    basisClass: 'repair',
    example: 'repairs that keep the home in good condition',
    heading: null,
    fromPublication: true,
    phrases: ['repair', 'fix'],
  },
  {
    basisClass: 'maintenance',
    example: 'recurring upkeep',
    heading: null,
    fromPublication: false,
    phrases: [
      'clean',
      'cleaner',
      'maintenance',
      'mow',
      'lawn care',
      'pest control',
      'exterminator',
      'tune up',
      'filter',
      'chimney sweep',
      'pressure wash',
      'power wash',
      'snow removal',
      'winterize',
      'annual',
      'monthly',
      'quarterly',
      'seasonal',
    ],
  },
  improvement('Additions', 'bedroom', ['new bedroom', 'bedroom addition']),
  improvement('Additions', 'bathroom', ['new bathroom', 'bathroom addition']),
  improvement('Additions', 'deck', ['deck']),
  improvement('Additions', 'garage', ['garage']),
  improvement('Additions', 'porch', ['porch']),
  improvement('Additions', 'patio', ['patio']),
  improvement('Additions', 'addition', ['addition', 'sunroom']),
  improvement('Lawn and grounds', 'landscaping', ['landscape', 'landscaping', 'sod']),
  improvement('Lawn and grounds', 'driveway', ['driveway']),
  improvement('Lawn and grounds', 'walkway', ['walkway', 'pavers']),
  improvement('Lawn and grounds', 'fence', ['fence', 'fencing']),
  improvement('Lawn and grounds', 'retaining wall', ['retaining wall']),
  improvement('Lawn and grounds', 'swimming pool', ['swimming pool', 'pool']),
  improvement('Exterior', 'storm windows and doors', [
    'storm window',
    'storm door',
    'new window',
    'replacement window',
    'window replacement',
  ]),
  improvement('Exterior', 'new roof', ['roof', 'reroof', 'shingles']),
  improvement('Exterior', 'new siding', ['siding']),
  improvement('Exterior', 'satellite dish', ['satellite dish']),
  improvement('Insulation', 'insulation', ['insulation', 'insulate']),
  improvement('Systems', 'heating system', [
    'heating system',
    'furnace',
    'boiler',
    'heat pump',
    'radiant heat',
  ]),
  improvement('Systems', 'central air conditioning', [
    'central air',
    'air conditioning',
    'air conditioner',
    'ac unit',
    'mini split',
  ]),
  improvement('Systems', 'duct work', ['duct', 'ductwork']),
  improvement('Systems', 'central humidifier', ['humidifier']),
  improvement('Systems', 'central vacuum', ['central vacuum']),
  improvement('Systems', 'air filtration system', ['air filtration']),
  improvement('Systems', 'wiring', [
    'wiring',
    'electrical',
    'rewire',
    'rewiring',
    'electrical panel',
    'breaker panel',
    'subpanel',
  ]),
  improvement('Systems', 'security system', ['security system', 'alarm system']),
  improvement('Systems', 'lawn sprinkler system', ['sprinkler', 'irrigation']),
  improvement('Plumbing', 'septic system', ['septic']),
  improvement('Plumbing', 'water heater', ['water heater', 'tankless']),
  improvement('Plumbing', 'soft water system', ['water softener', 'soft water']),
  improvement('Plumbing', 'filtration system', ['water filtration']),
  improvement('Plumbing', 'plumbing', ['plumbing', 'repipe', 'repiping']),
  improvement('Interior', 'built-in appliances', [
    'built in',
    'dishwasher',
    'range hood',
    'wall oven',
    'cooktop',
    'garbage disposal',
  ]),
  improvement('Interior', 'kitchen modernization', [
    'kitchen remodel',
    'kitchen renovation',
    'kitchen modernization',
    'kitchen upgrade',
    'cabinets',
    'countertop',
  ]),
  improvement('Interior', 'flooring', ['floor', 'hardwood', 'laminate', 'vinyl plank']),
  improvement('Interior', 'wall-to-wall carpeting', ['wall to wall', 'carpet']),
  improvement('Interior', 'fireplace', ['fireplace']),
];
