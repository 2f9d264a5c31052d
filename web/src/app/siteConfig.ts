import { useQuery } from './query';
import { graphql } from '../__generated__';

export const SiteConfigQueryDocument = graphql(`
  query SiteConfig {
    siteConfig {
      demoMode
      supportPhone
      supportEmail
      whatsappNumber
      facebookUrl
      instagramUrl
      youtubeUrl
      twitterUrl
    }
  }
`);

/** Contact details, social links and demo mode; null until loaded (or when the server is down). */
export function useSiteConfig() {
  const { data } = useQuery(SiteConfigQueryDocument, { fetchPolicy: 'cache-first' });
  return data?.siteConfig ?? null;
}
