import { graphql } from '../../__generated__';
import type { CeremonyPageQuery as CeremonyPageResult } from '../../__generated__/graphql';

/** Every ceremony for the index, the filters and the pickers (names in both scripts, aliases for search). */
export const CeremonyListQuery = graphql(`
  query CeremonyList {
    ceremonies {
      id
      slug
      name {
        en
        hi
      }
      aliases
      durationMinutes
    }
  }
`);

graphql(`
  fragment CeremonyPriceRange on PriceRange {
    lowest
    median
    highest
    pandits
  }
`);

/** What a ceremony is (its page shows it, the console's form edits it): names, texts, duration, steps, samagri. */
graphql(`
  fragment CeremonyContent on Ceremony {
    id
    slug
    name {
      en
      hi
    }
    aliases
    description {
      en
      hi
    }
    whenDone {
      en
      hi
    }
    whoFor {
      en
      hi
    }
    durationMinutes
    steps {
      en
      hi
    }
    samagri {
      name {
        en
        hi
      }
      quantity {
        en
        hi
      }
      providedBy
    }
  }
`);

/** A ceremony's page, or its page for one city (`city` set): texts, steps, samagri, prices, pandits, cities. */
export const CeremonyPageQuery = graphql(`
  query CeremonyPage($slug: String!, $city: String, $near: NearInput, $page: PageInput) {
    ceremony(slug: $slug) {
      ...CeremonyContent
      prices(city: $city) {
        inPerson {
          ...CeremonyPriceRange
        }
        virtual {
          ...CeremonyPriceRange
        }
      }
      pandits(city: $city, near: $near, page: $page) {
        items {
          ...PanditCardFields
        }
        pageInfo {
          ...PageFields
        }
      }
      cities {
        city
        state
        pandits
      }
    }
  }
`);

/** A ceremony as its page shows it. */
export type Ceremony = NonNullable<CeremonyPageResult['ceremony']>;
