// A whole-house renovation for the assistant's question set and its bench: 300+ expenses across
// contractors, months, categories and payment methods, estimates in every state, milestones done, late
// and ahead. The records are generated from a fixed seed (the same every run) and kept, so a test can
// work out every figure straight from them, independently of the code under test.
import type { ProjectSeed, SeedEstimate, SeedExpense } from './seed-project';

const PROJECT = { name: 'Whole-House Renovation', budgetCents: 45_000_000 };

const CONTRACTORS = [
  { key: 'marcus', name: 'Marcus Bell', specialty: 'General Contractor' },
  { key: 'spark', name: 'Bright Spark Electric', specialty: 'Electrician' },
  { key: 'flow', name: 'Flow Right Plumbing', specialty: 'Plumber' },
  { key: 'oak', name: 'Oak and Iron Carpentry', specialty: 'Carpenter' },
  { key: 'coastal', name: 'Coastal Tile Co', specialty: 'Tile/Stone' },
] as const;

/** Every estimate is 100 % taxed at 13 %, so its total with tax is amount × 1.13 exactly. */
const ESTIMATES = [
  {
    key: 'framing',
    contractor: 'marcus',
    title: 'Framing and drywall',
    amountCents: 1_000_000,
    status: 'approved',
    category: 'labor',
  },
  {
    key: 'wiring',
    contractor: 'spark',
    title: 'Whole-house rewiring',
    amountCents: 800_000,
    status: 'approved',
    category: 'labor',
  },
  {
    key: 'plumbing',
    contractor: 'flow',
    title: 'Bathroom plumbing',
    amountCents: 500_000,
    status: 'approved',
    category: 'labor',
    // The deposit paid, a progress payment overdue, the final one in January; the framing has no schedule.
    schedule: [
      { kind: 'deposit', amountCents: 100_000, dueDate: '2026-07-15' },
      { kind: 'progress', amountCents: 200_000, dueDate: '2026-11-10' },
      { kind: 'final', amountCents: null, dueDate: '2027-01-15' },
    ],
  },
  {
    key: 'tiling',
    contractor: 'coastal',
    title: 'Bathroom tiling',
    amountCents: 300_000,
    status: 'pending',
    category: 'labor',
  },
  {
    key: 'cabinets',
    contractor: 'oak',
    title: 'Custom cabinets',
    amountCents: 700_000,
    status: 'rejected',
    category: 'materials',
  },
] as const;

const MILESTONES = [
  { title: 'Demolition done', category: 'Demolition', targetDate: '2026-02-15', completed: true },
  { title: 'Rough-in inspection', category: 'Inspection', targetDate: '2026-05-01', completed: true },
  { title: 'Drywall finished', category: 'Drywall', targetDate: '2026-09-30', completed: false },
  { title: 'Bathroom tiled', category: 'Bathroom', targetDate: '2026-11-01', completed: false },
  { title: 'Kitchen installed', category: 'Kitchen', targetDate: '2026-12-15', completed: false },
  { title: 'Final walkthrough', category: 'Final Touches', targetDate: '2027-02-01', completed: false },
] as const;

const RANDOM_EXPENSES = 312;
const MONTHS = [
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
];
const CATEGORIES = [
  'materials',
  'materials',
  'materials',
  'labor',
  'labor',
  'permits',
  'tools',
  'equipment',
  'utilities',
  'other',
];
const METHODS = ['credit_card', 'credit_card', 'debit_card', 'cash', 'check', 'bank_transfer', 'financing'];
const NOUNS: Record<string, string[]> = {
  materials: ['Lumber', 'Drywall sheets', 'Tile', 'Paint', 'Insulation', 'Fixtures'],
  labor: ['Crew day', 'Installer', 'Helper hours'],
  permits: ['Building permit', 'Electrical permit'],
  tools: ['Drill bits', 'Saw blade', 'Tool rental'],
  equipment: ['Dumpster', 'Scaffold rental'],
  utilities: ['Temporary power', 'Water hookup'],
  other: ['Cleaning', 'Delivery fee'],
};

/** Payments against the approved estimates (also expenses, with their contractor). */
const ESTIMATE_PAYMENTS: readonly SeedExpense[] = [
  {
    description: 'Framing deposit',
    amountCents: 200_000,
    category: 'labor',
    paymentMethod: 'bank_transfer',
    date: '2026-03-02',
    contractor: 'marcus',
    estimate: 'framing',
  },
  {
    description: 'Framing progress payment',
    amountCents: 200_000,
    category: 'labor',
    paymentMethod: 'bank_transfer',
    date: '2026-05-04',
    contractor: 'marcus',
    estimate: 'framing',
  },
  {
    description: 'Drywall progress payment',
    amountCents: 200_000,
    category: 'labor',
    paymentMethod: 'check',
    date: '2026-08-03',
    contractor: 'marcus',
    estimate: 'framing',
  },
  {
    description: 'Rewiring first half',
    amountCents: 452_000,
    category: 'labor',
    paymentMethod: 'check',
    date: '2026-04-10',
    contractor: 'spark',
    estimate: 'wiring',
  },
  {
    description: 'Rewiring second half',
    amountCents: 452_000,
    category: 'labor',
    paymentMethod: 'check',
    date: '2026-06-12',
    contractor: 'spark',
    estimate: 'wiring',
  },
  {
    description: 'Plumbing deposit',
    amountCents: 100_000,
    category: 'labor',
    paymentMethod: 'debit_card',
    date: '2026-07-15',
    contractor: 'flow',
    estimate: 'plumbing',
  },
];

/** A small deterministic generator (mulberry32): the same records on every run and machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return { next, pick, between };
}

/** The seeded expenses, in the order they are written. */
function seedExpenses(): SeedExpense[] {
  const random = generator(21);
  const contractorKeys = CONTRACTORS.map((contractor) => contractor.key);
  const expenses: SeedExpense[] = [];
  for (let index = 0; index < RANDOM_EXPENSES; index += 1) {
    const category = random.pick(CATEGORIES);
    const month = MONTHS[index % MONTHS.length]!;
    const day = String(random.between(1, 28)).padStart(2, '0');
    // Labor goes to a contractor; other purchases now and then.
    const contractor = category === 'labor' || random.next() < 0.25 ? random.pick(contractorKeys) : null;
    expenses.push({
      description: `${random.pick(NOUNS[category]!)} ${index + 1}`,
      amountCents: random.between(500, category === 'labor' ? 400_000 : 150_000),
      category,
      paymentMethod: random.pick(METHODS),
      date: `${month}-${day}`,
      contractor,
      estimate: null,
    });
  }
  return [...expenses, ...ESTIMATE_PAYMENTS];
}

/** The renovation as a project seed: no budget plan, no notes. */
export function renovationSeed(): ProjectSeed {
  return {
    ...PROJECT,
    contractors: CONTRACTORS,
    estimates: ESTIMATES as readonly SeedEstimate[],
    expenses: seedExpenses(),
    milestones: MILESTONES,
  };
}
