// A basement finish with a budget plan: a contingency, four planned categories (materials over plan),
// approved, pending and rejected estimates with change orders in every state, payment schedules on the
// approved ones, expenses bought at named shops (notes) and near misses of one another's words, and
// milestones done, late and ahead.
import { expense, type ProjectSeed } from './seed-project';

export const BASEMENT: ProjectSeed = {
  name: 'Basement Finish',
  budgetCents: 6_000_000,
  plan: {
    contingencyCents: 300_000,
    lines: [
      { category: 'materials', plannedCents: 1_400_000 },
      { category: 'labor', plannedCents: 2_800_000 },
      { category: 'permits', plannedCents: 150_000 },
      { category: 'equipment', plannedCents: 120_000 },
    ],
  },
  contractors: [
    { key: 'tom', name: 'Tom Reyes', company: 'Reyes Construction', specialty: 'General Contractor' },
    { key: 'amara', name: 'Amara Okafor', company: 'Okafor Electric', specialty: 'Electrician' },
    { key: 'sam', name: 'Sam Whitfield', company: 'Whitfield Plumbing', specialty: 'Plumber' },
    { key: 'jo', name: 'Jo Park', company: 'Park Flooring', specialty: 'Flooring' },
  ],
  estimates: [
    {
      key: 'framing',
      contractor: 'tom',
      title: 'Framing and drywall',
      amountCents: 1_600_000,
      status: 'approved',
      category: 'labor',
      changeOrders: [
        { title: 'Extra soffit', amountCents: 120_000, status: 'approved' },
        { title: 'Wet bar framing', amountCents: 200_000, status: 'pending' },
      ],
      // Three installments paid; one due early next month, the final one (with the soffit) in January.
      schedule: [
        { kind: 'deposit', amountCents: 500_000, dueDate: '2026-08-05' },
        { kind: 'progress', amountCents: 600_000, dueDate: '2026-09-01' },
        { kind: 'progress', amountCents: 400_000, dueDate: '2026-10-15' },
        { kind: 'progress', label: 'Trim and finish', amountCents: 200_000, dueDate: '2026-12-04' },
        { kind: 'final', amountCents: null, dueDate: '2027-01-15' },
      ],
    },
    {
      key: 'wiring',
      contractor: 'amara',
      title: 'Basement wiring',
      amountCents: 600_000,
      status: 'approved',
      category: 'labor',
      changeOrders: [
        { title: 'Recessed lights', amountCents: 80_000, status: 'approved' },
        { title: 'Hot tub circuit', amountCents: 150_000, status: 'rejected' },
      ],
      // Two installments paid; the final one due next week.
      schedule: [
        { kind: 'deposit', amountCents: 300_000, dueDate: '2026-08-28' },
        { kind: 'progress', amountCents: 250_000, dueDate: '2026-10-30' },
        { kind: 'final', amountCents: null, dueDate: '2026-11-25' },
      ],
    },
    {
      key: 'bathroom',
      contractor: 'sam',
      title: 'Bathroom rough-in',
      amountCents: 550_000,
      status: 'rejected',
      category: 'labor',
    },
    {
      key: 'flooring',
      contractor: 'jo',
      title: 'Carpet and LVP flooring',
      amountCents: 420_000,
      status: 'pending',
      category: 'materials',
    },
  ],
  expenses: [
    expense('2026-07-28', 'Building permit', 850, 'permits', 'credit_card'),
    expense('2026-08-03', 'Framing lumber', 2140, 'materials', 'credit_card', { notes: 'Home Depot' }),
    expense('2026-08-03', 'Construction adhesive', 64.2, 'materials', 'credit_card', { notes: 'Home Depot' }),
    expense('2026-08-04', 'Dumpster rental', 495, 'equipment', 'debit_card'),
    expense('2026-08-04', 'Drill bits', 42.8, 'tools', 'cash', { notes: 'Home Depot' }),
    expense('2026-08-05', 'Framing deposit', 5000, 'labor', 'bank_transfer', {
      contractor: 'tom',
      estimate: 'framing',
    }),
    expense('2026-08-12', 'Rigid foam insulation', 1480, 'materials', 'credit_card', { notes: "Lowe's" }),
    expense('2026-08-19', 'Vapor barrier', 212.5, 'materials', 'debit_card', { notes: 'Home Depot' }),
    expense('2026-08-22', 'Electrical permit', 275, 'permits', 'credit_card'),
    expense('2026-08-26', 'Electrical boxes and wire', 486.75, 'materials', 'credit_card', {
      notes: 'Home Depot',
    }),
    expense('2026-08-28', 'Rough wiring payment', 3000, 'labor', 'check', {
      contractor: 'amara',
      estimate: 'wiring',
    }),
    expense('2026-09-01', 'Framing progress payment', 6000, 'labor', 'bank_transfer', {
      contractor: 'tom',
      estimate: 'framing',
    }),
    expense('2026-09-02', 'Drywall sheets', 1925, 'materials', 'credit_card', { notes: 'Home Depot' }),
    expense('2026-09-03', 'Drywall lift rental', 120, 'tools', 'cash'),
    expense('2026-09-09', 'Drywall mud and tape', 238.6, 'materials', 'cash', { notes: 'Home Depot' }),
    expense('2026-09-10', 'Dehumidifier', 329.99, 'equipment', 'credit_card', { notes: 'Home Depot' }),
    expense('2026-09-15', 'Extra electricity for heaters', 86, 'utilities', 'bank_transfer'),
    expense('2026-09-16', 'Recessed light fixtures', 1120, 'materials', 'credit_card', { notes: "Lowe's" }),
    expense('2026-09-20', 'Plumbing consult', 350, 'labor', 'cash', { contractor: 'sam' }),
    expense('2026-09-23', 'Bar cabinets', 2860, 'materials', 'financing', { notes: 'IKEA' }),
    expense('2026-09-30', 'Quartz bar top', 1450, 'materials', 'check', { notes: 'Stone Depot' }),
    expense('2026-10-02', 'Inspection fee', 150, 'permits', 'check'),
    expense('2026-10-07', 'Paint and primer', 412.3, 'materials', 'credit_card', {
      notes: 'Sherwin-Williams',
    }),
    expense('2026-10-14', 'Interior doors', 1260, 'materials', 'credit_card', { notes: 'Home Depot' }),
    expense('2026-10-15', 'Drywall progress payment', 4000, 'labor', 'check', {
      contractor: 'tom',
      estimate: 'framing',
    }),
    expense('2026-10-21', 'Baseboard trim', 538.9, 'materials', 'credit_card', { notes: "Lowe's" }),
    expense('2026-10-28', 'Door hardware', 226.45, 'materials', 'debit_card', { notes: 'Home Depot' }),
    expense('2026-10-30', 'Lighting install payment', 2500, 'labor', 'check', {
      contractor: 'amara',
      estimate: 'wiring',
    }),
    expense('2026-11-04', 'Bathroom vanity', 780, 'materials', 'credit_card', { notes: 'Home Depot' }),
    expense('2026-11-11', 'Light switches and covers', 98.4, 'materials', 'cash'),
    expense('2026-11-16', 'Cleaning crew', 300, 'other', 'cash'),
    // Near misses: each holds the letters of another's word inside a longer word (cab and cabinets, art
    // and cart, oven and woven, rug and rugged); a search matches whole words only.
    expense('2026-10-09', 'Cab fare to the tile showroom', 38.5, 'other', 'cash'),
    expense('2026-10-24', 'Art prints for the rec room', 96, 'other', 'credit_card'),
    expense('2026-10-24', 'Tool cart', 149, 'tools', 'credit_card', { notes: 'Home Depot' }),
    expense('2026-11-06', 'Toaster oven for the bar', 129, 'equipment', 'debit_card'),
    expense('2026-11-06', 'Woven jute rug', 189, 'materials', 'credit_card', { notes: 'IKEA' }),
    expense('2026-11-13', 'Rugged LED work light', 74.99, 'tools', 'cash'),
  ],
  milestones: [
    { title: 'Framing done', category: 'Structural', targetDate: '2026-09-05', completed: true },
    { title: 'Rough-in inspection', category: 'Inspection', targetDate: '2026-10-10', completed: true },
    { title: 'Drywall finished', category: 'Drywall', targetDate: '2026-11-10', completed: false },
    { title: 'Flooring installed', category: 'Flooring', targetDate: '2026-12-05', completed: false },
    { title: 'Final inspection', category: 'Inspection', targetDate: '2027-01-15', completed: false },
  ],
};
