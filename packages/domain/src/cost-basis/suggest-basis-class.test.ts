import { describe, expect, it } from 'vitest';
import { BASIS_EXAMPLES } from './basis-examples';
import { suggestBasisClass } from './suggest-basis-class';

const ordinary = { extensiveRemodel: false };
const remodel = { extensiveRemodel: true };

/** The class and the example the rules suggest for a materials expense of these words. */
function suggested(description: string, notes: string | null = null) {
  const suggestion = suggestBasisClass({ category: 'materials', description, notes }, ordinary);
  return [suggestion.basisClass, suggestion.example?.example ?? null];
}

describe('the basis class suggested for an expense', () => {
  // One expense for each example of an improvement in IRS Publication 523, under its heading.
  it.each([
    // Additions
    ['Framing lumber for the bedroom addition', 'bedroom'],
    ['Tub and vanity for the new bathroom', 'bathroom'],
    ['Composite decking boards', 'deck'],
    ['Garage slab and framing', 'garage'],
    ['Screened porch framing', 'porch'],
    ['Flagstone for the back patio', 'patio'],
    ['Sunroom windows and framing', 'addition'],
    // Lawn and grounds
    ['Landscaping of the front yard', 'landscaping'],
    ['Asphalt driveway', 'driveway'],
    ['Pavers for the side path', 'walkway'],
    ['Cedar fencing, 120 ft', 'fence'],
    ['Block retaining wall', 'retaining wall'],
    ['In-ground swimming pool', 'swimming pool'],
    // Exterior
    ['Storm windows, 6 units', 'storm windows and doors'],
    ['Architectural shingles and underlayment', 'new roof'],
    ['Fiber cement siding', 'new siding'],
    ['Satellite dish install', 'satellite dish'],
    // Insulation
    ['Blown-in attic insulation', 'insulation'],
    ['Insulated the crawl space walls', 'insulation'],
    // Systems
    ['High-efficiency furnace', 'heating system'],
    ['Central air conditioning condenser', 'central air conditioning'],
    ['Ductwork to the new rooms', 'duct work'],
    ['Whole-house humidifier', 'central humidifier'],
    ['Central vacuum rough-in', 'central vacuum'],
    ['Rewired the kitchen circuits', 'wiring'],
    ['Electrical rough-in, first payment', 'wiring'],
    ['Alarm system with monitoring panel', 'security system'],
    ['Lawn sprinklers, 4 zones', 'lawn sprinkler system'],
    // Plumbing
    ['Septic tank and leach field', 'septic system'],
    ['50-gallon water heater', 'water heater'],
    ['Water softener', 'soft water system'],
    ['Whole-house water filtration', 'filtration system'],
    ['Repiping with PEX', 'plumbing'],
    // Interior
    ['Built-in microwave', 'built-in appliances'],
    ['Dishwasher, panel ready', 'built-in appliances'],
    ['Shaker cabinets', 'kitchen modernization'],
    ['White oak flooring', 'flooring'],
    ['Wall-to-wall carpet, 3 rooms', 'wall-to-wall carpeting'],
    ['Gas fireplace insert', 'fireplace'],
  ])("'%s' is an improvement: the publication's example '%s'", (description, example) => {
    expect(suggested(description)).toEqual(['improvement', example]);
  });

  // The publication's repairs, which keep the home in good condition and do not add to the basis.
  it.each([
    ['Painting the hallway', 'painting'],
    ['Exterior paint, 5 gallons', 'painting'],
    ['Fixed the leak under the sink', 'fixing leaks'],
    ['Leaky roof flashing', 'fixing leaks'],
    ['Filled cracks in the foundation', 'filling holes or cracks'],
    ['Drywall patch and spackle', 'filling holes or cracks'],
    ['Replaced broken door handle', 'replacing broken hardware'],
    ['Furnace repair', 'repairs that keep the home in good condition'],
    ['Electrical outlet repair', 'repairs that keep the home in good condition'],
  ])("'%s' is a repair: the publication's example '%s'", (description, example) => {
    expect(suggested(description)).toEqual(['repair', example]);
  });

  it.each([
    ['Carpet cleaning', 'maintenance'],
    ['Annual furnace service', 'maintenance'],
    ['Furnace filters, 6 pack', 'maintenance'],
    ['Lawn mowing, June', 'maintenance'],
    ['Gutter cleaning', 'maintenance'],
    ['Sofa for the new addition', 'not_part_of_home'],
    ['Storage unit while the kitchen is out', 'not_part_of_home'],
  ])("'%s' is %s", (description, basisClass) => {
    expect(suggested(description)[0]).toBe(basisClass);
  });

  it('matches whole words, stem for stem: a roof is not in a roofless word, nor a deck in a deckhand', () => {
    expect(suggested('Roofing nails')).toEqual(['improvement', 'new roof']);
    expect(suggested('Deckhand tip')).toEqual(['repair', null]);
    expect(suggested('Stainless sink')).toEqual(['repair', null]);
    expect(suggested('Poolside chairs')).toEqual(['repair', null]);
  });

  it('reads the notes as well as the description', () => {
    expect(suggested('Invoice 4471', 'Tear-off and new roof')).toEqual(['improvement', 'new roof']);
  });

  it('reaches every phrase of every example: none is hidden by one tried before it', () => {
    for (const example of BASIS_EXAMPLES)
      for (const phrase of example.phrases)
        expect(suggested(phrase), `'${phrase}'`).toEqual([example.basisClass, example.example]);
  });

  it('says why, citing the example and its heading', () => {
    const expense = { category: 'labor', description: 'Installed the Water Heater' };
    expect(suggestBasisClass(expense, ordinary).reason).toBe(
      "Improvement: 'water heater' is the example 'water heater' of an improvement in IRS Publication 523 (Plumbing)",
    );
    expect(suggestBasisClass({ category: 'labor', description: 'Leaking trap' }, ordinary).reason).toBe(
      "Repair: 'leaking' is the example 'fixing leaks' of a repair in IRS Publication 523; a repair does not add to the basis",
    );
    expect(suggestBasisClass({ category: 'other', description: 'Gutter cleaning' }, ordinary).reason).toBe(
      "Maintenance: 'cleaning' is recurring upkeep, which does not add to the basis",
    );
  });

  it('counts what nothing matches as a repair, and says so', () => {
    const suggestion = suggestBasisClass({ category: 'materials', description: 'Invoice 4471' }, ordinary);
    expect(suggestion).toEqual({
      basisClass: 'repair',
      reason:
        'Repair: its words match no example of an improvement in IRS Publication 523; a repair does not add to the basis',
      example: null,
      words: null,
    });
  });

  it('takes tools and utility bills out of the home whatever their words', () => {
    const tools = suggestBasisClass({ category: 'Tools', description: 'Roofing nailer' }, remodel);
    expect([tools.basisClass, tools.reason]).toEqual([
      'not_part_of_home',
      'Not part of the home: tools stay yours when the home is sold',
    ]);
    expect(
      suggestBasisClass({ category: 'utilities', description: 'Water heater power' }, ordinary).basisClass,
    ).toBe('not_part_of_home');
  });
});

describe("the project's switch 'part of an extensive remodel'", () => {
  it('counts its repairs as improvements, and the reason says why', () => {
    const suggestion = suggestBasisClass({ category: 'labor', description: 'Fix leak' }, remodel);
    expect(suggestion.basisClass).toBe('improvement');
    expect(suggestion.example?.example).toBe('fixing leaks');
    expect(suggestion.words).toBe('leak');
    expect(suggestion.reason).toBe(
      "Improvement: 'leak' is the example 'fixing leaks' of a repair in IRS Publication 523, but its project is part of an extensive remodel, where the entire job counts as an improvement",
    );
    expect(
      suggestBasisClass({ category: 'materials', description: 'Invoice 4471' }, remodel).basisClass,
    ).toBe('improvement');
  });

  it('leaves upkeep, what is not part of the home and improvements as they are', () => {
    for (const description of ['Gutter cleaning', 'Sofa', 'New roof']) {
      const expense = { category: 'materials', description };
      expect(suggestBasisClass(expense, remodel)).toEqual(suggestBasisClass(expense, ordinary));
    }
  });
});
