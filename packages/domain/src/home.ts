// Homes' messages and the first home's id, without the schemas: the data layer and every function that
// places a project read them, and must not load zod at start (the cold-start budget).
export const HOME_MESSAGES = {
  name: 'Name is required',
  yearBuilt: 'Year built must be a year from 1600 to next year',
  purchaseDate: 'Purchase date must be a valid date (YYYY-MM-DD)',
  purchasePrice: 'Purchase price must be a valid amount',
  settlementCosts: 'Settlement costs must be a valid amount',
  amountMax: 'Amount must be at most $99,999,999.99',
  /** DELETE of a household's only home (409). */
  lastHome: 'A household keeps at least one home',
  /** DELETE of a home projects are in (409). */
  hasProjects: (count: number) =>
    `This home has ${count === 1 ? '1 project' : `${count} projects`}: move or delete ${count === 1 ? 'it' : 'them'} first`,
  /** DELETE of a home with rooms (409). */
  hasRooms: (count: number) =>
    `This home has ${count === 1 ? '1 room' : `${count} rooms`}: delete ${count === 1 ? 'it' : 'them'} first`,
  /** DELETE of a room with items (409). */
  roomHasItems: (count: number) =>
    `This room has ${count === 1 ? '1 item' : `${count} items`}: delete or move ${count === 1 ? 'it' : 'them'} first`,
  /** DELETE of a room with photos (409). */
  roomHasPhotos: (count: number) =>
    `This room has ${count === 1 ? '1 photo' : `${count} photos`}: delete ${count === 1 ? 'it' : 'them'} first`,
  /** DELETE of a home with basis reductions (409). */
  hasBasisReductions: (count: number) =>
    `This home has ${count === 1 ? '1 basis reduction' : `${count} basis reductions`}: delete ${count === 1 ? 'it' : 'them'} first`,
  /** DELETE of a home with maintenance tasks (409). */
  hasMaintenance: (count: number) =>
    `This home has ${count === 1 ? '1 maintenance task' : `${count} maintenance tasks`}: delete ${count === 1 ? 'it' : 'them'} first`,
  /** The name of a household's first home until someone names it. */
  firstHomeName: 'Our home',
} as const;

/** The id of a household's first home: the one projects stored before homes belong to. */
export const FIRST_HOME_ID = 1;
