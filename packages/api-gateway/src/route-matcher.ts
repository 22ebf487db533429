/** What routing needs of a route; the route table's entries carry more (resource, auth). */
export interface RouteLike {
  method: string;
  /** API Gateway's path template, e.g. '/api/projects/{id}'. */
  path: string;
}

export interface MatchedRoute<Route extends RouteLike = RouteLike> {
  route: Route;
  /** API Gateway's route key, e.g. 'GET /api/projects/{id}'. */
  routeKey: string;
  pathParameters: Record<string, string> | undefined;
}

interface CompiledRoute<Route extends RouteLike> {
  route: Route;
  segments: { literal: string | null; param: string | null }[];
}

function compile<Route extends RouteLike>(route: Route): CompiledRoute<Route> {
  const segments = route.path
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1] ?? null;
      return { literal: param ? null : segment, param };
    });
  return { route, segments };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * API Gateway HTTP API routing over the route table: exact method, segment-by-segment path match, and
 * the most specific route wins where several match (`/api/expenses/can_create` before `/api/expenses/{id}`).
 */
export function createRouteMatcher<Route extends RouteLike>(routes: readonly Route[]) {
  const compiled = routes.map(compile);
  return (method: string, path: string): MatchedRoute<Route> | null => {
    const parts = path.split('/').slice(1);
    let best: { compiled: CompiledRoute<Route>; params: Record<string, string> } | null = null;
    for (const candidate of compiled) {
      if (candidate.route.method !== method || candidate.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matches = candidate.segments.every((segment, index) => {
        const part = parts[index]!;
        if (segment.literal !== null) return segment.literal === part;
        if (part === '') return false;
        params[segment.param!] = decode(part);
        return true;
      });
      if (matches && (!best || moreSpecific(candidate, best.compiled)))
        best = { compiled: candidate, params };
    }
    if (!best) return null;
    const { route } = best.compiled;
    return {
      route,
      routeKey: `${route.method} ${route.path}`,
      pathParameters: Object.keys(best.params).length > 0 ? best.params : undefined,
    };
  };
}

/** The first segment where they differ decides: a literal beats a parameter. */
function moreSpecific(a: CompiledRoute<RouteLike>, b: CompiledRoute<RouteLike>): boolean {
  for (let index = 0; index < a.segments.length; index += 1) {
    const aLiteral = a.segments[index]!.literal !== null;
    const bLiteral = b.segments[index]!.literal !== null;
    if (aLiteral !== bLiteral) return aLiteral;
  }
  return false;
}
