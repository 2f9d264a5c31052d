import { graphql } from '../../__generated__';

/** The fields a pandit card shows. */
export const PanditCardFields = graphql(`
  fragment PanditCardFields on Pandit {
    id
    name
    avatar
    city
    state
    location
    experience
    rating
    reviewCount
    specializations
    virtualPoojaAvailable
    distanceKm
    idVerifiedAt
    pricing {
      basic
      virtualBasic
    }
  }
`);

export const HomePanditsQuery = graphql(`
  query HomePandits($filter: PanditFilter, $sort: PanditSort, $page: PageInput) {
    pandits(filter: $filter, sort: $sort, page: $page) {
      items {
        ...PanditCardFields
      }
      pageInfo {
        ...PageFields
      }
      correctedQuery
    }
  }
`);

export const HomePackagesQuery = graphql(`
  query HomePackages($page: PageInput) {
    packages(page: $page) {
      items {
        id
        name
        description
        destination
        price
        durationDays
        durationNights
        includes
        image
        popular
        pricePerPerson
      }
      pageInfo {
        totalCount
        hasNextPage
      }
    }
  }
`);

export const FeaturedTestimonialsQuery = graphql(`
  query FeaturedTestimonials {
    testimonials(featured: true, limit: 3) {
      id
      name
      avatar
      location
      rating
      comment
      date
      serviceName
      panditName
    }
  }
`);

export const MarketplaceReferenceQuery = graphql(`
  query MarketplaceReference {
    referenceData {
      states {
        code
        name {
          en
          hi
        }
        cities {
          name {
            en
            hi
          }
          latitude
          longitude
        }
      }
      specializations {
        id
        name {
          en
          hi
        }
      }
      languages {
        code
        name {
          en
          hi
        }
      }
      destinations {
        id
        name {
          en
          hi
        }
      }
    }
  }
`);
