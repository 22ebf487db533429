// URL slugs for projects: lowercase ASCII words joined by hyphens, never empty.

const FALLBACK_SLUG = 'project';
export const MAX_SLUG_LENGTH = 60;

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents split off by NFKD
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK_SLUG;
}

/** The n-th candidate when a slug is taken: 'kitchen', 'kitchen-2', 'kitchen-3', … */
export function slugCandidate(slug: string, attempt: number): string {
  return attempt <= 1 ? slug : `${slug}-${attempt}`;
}
