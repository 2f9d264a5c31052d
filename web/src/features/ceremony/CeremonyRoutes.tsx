import { useParams } from 'react-router-dom';
import type { RoutePrefetch } from '../../app/router';
import { parseFilters } from '../marketplace/filters';
import { CeremoniesPage } from './CeremoniesPage';
import { CeremonyPage, ceremonyVariables } from './CeremonyPage';
import { CeremonyListQuery, CeremonyPageQuery } from './operations';

/** A path segment decoded as the router decodes it ('Navi%20Mumbai' → 'Navi Mumbai'); a malformed one as it is. */
function decoded(part: string) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The first answer, asked for as a visit starts on a ceremony route (app/router.tsx preloadRoute): the same query
 * and variables as the page's own, from the same parameters.
 */
export const prefetch: RoutePrefetch = (client, { params, path }) => {
  const [, slug, city] = path.split('/').filter(Boolean).map(decoded);
  return slug
    ? client.query({ query: CeremonyPageQuery, variables: ceremonyVariables(slug, city, parseFilters(params).near) })
    : client.query({ query: CeremonyListQuery });
};

/** '/ceremonies' (the list), '/ceremonies/<slug>' and '/ceremonies/<slug>/<city>' (issue #33), in one chunk. */
export function CeremonyRoutes() {
  const [slug, city] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  return slug ? <CeremonyPage slug={slug} city={city} /> : <CeremoniesPage />;
}
