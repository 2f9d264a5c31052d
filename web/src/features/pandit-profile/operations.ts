import { graphql } from '../../__generated__';

export const PanditProfileQuery = graphql(`
  query PanditProfile($slug: String!, $reviewPage: PageInput) {
    pandit: panditBySlug(slug: $slug) {
      id
      name
      avatar
      bio
      experience
      languages
      ceremonies {
        price
        virtualPrice
        ceremony {
          id
          slug
          name {
            en
            hi
          }
        }
      }
      location
      city
      state
      photos
      rating
      reviewCount
      virtualPoojaAvailable
      ceremoniesCompleted
      medianResponseMinutes
      verifications {
        kind
        certificate
        verifiedAt
      }
      reliability {
        isNew
        requests
        responseRate
        medianResponseMinutes
        completionRate
        cancellationsLast90Days
      }
      pricing {
        basic
        premium
        deluxe
        virtualBasic
        virtualPremium
        virtualDeluxe
      }
      tierIncludes {
        ...TierIncludesFields
      }
      reviews(page: $reviewPage) {
        averageRating
        items {
          id
          rating
          comment
          userName
          userAvatar
          createdAt
        }
        pageInfo {
          page
          totalCount
          hasNextPage
        }
      }
    }
  }
`);
