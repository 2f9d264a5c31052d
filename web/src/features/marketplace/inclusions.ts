import { useCallback, useMemo } from 'react';
import { useQuery } from '../../app/query';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__';
import { localizeName, type Localized } from './reference';

export const InclusionsQuery = graphql(`
  query Inclusions {
    packageInclusions {
      id
      name {
        en
        hi
      }
    }
  }
`);

/**
 * What a package may include (the bilingual list) and `label`, which shows an included item in the chosen
 * language (free text as typed). Its own query: only the package screens (lazy) need it.
 */
export function useInclusions() {
  const { i18n } = useTranslation();
  const { data } = useQuery(InclusionsQuery, { fetchPolicy: 'cache-first' });
  const hi = i18n.language.startsWith('hi');
  const inclusions = useMemo(() => data?.packageInclusions ?? [], [data]);
  const byEnglish = useMemo(
    () => new Map<string, Localized>(inclusions.map((i) => [i.name.en.toLowerCase(), i.name])),
    [inclusions],
  );
  const label = useCallback((item: string) => localizeName(byEnglish, item, hi), [byEnglish, hi]);
  return { inclusions, label };
}
