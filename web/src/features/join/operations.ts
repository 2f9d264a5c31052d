import { graphql } from '../../__generated__';

graphql(`
  fragment ApplicationFields on Pandit {
    id
    name
    email
    phone
    whatsappNumber
    avatar
    bio
    specializations
    experience
    languages
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
    verified
    approved
    registrationStatus
    rejectionReason
    location
    state
    city
    photos
    virtualPoojaAvailable
    createdAt
  }
`);

/** A pandit's own prices per ceremony (only the wizard edits them; the console's application lists leave them out). */
graphql(`
  fragment OwnCeremonyPrices on Pandit {
    id
    ceremonies {
      ceremony {
        id
        name {
          en
        }
      }
      price
      virtualPrice
    }
  }
`);

/** The viewer's own application (null when they never applied). */
export const MyApplicationDocument = graphql(`
  query MyPanditApplication {
    me {
      id
      role
      panditProfile {
        ...ApplicationFields
        ...OwnCeremonyPrices
      }
    }
  }
`);

export const JoinReferenceDocument = graphql(`
  query JoinReference {
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
        }
      }
      languages {
        code
        name {
          en
          hi
        }
      }
    }
    ceremonies {
      id
      name {
        en
        hi
      }
    }
  }
`);

export const ApplyAsPanditDocument = graphql(`
  mutation ApplyAsPandit($input: PanditApplicationInput!) {
    applyAsPandit(input: $input) {
      ...ApplicationFields
    }
  }
`);

export const ResubmitApplicationDocument = graphql(`
  mutation ResubmitPanditApplication($input: PanditApplicationInput!) {
    resubmitPanditApplication(input: $input) {
      ...ApplicationFields
    }
  }
`);

export const UpdatePanditProfileDocument = graphql(`
  mutation UpdateOwnPanditProfile($id: ID!, $input: UpdatePanditInput!) {
    updatePanditProfile(id: $id, input: $input) {
      ...ApplicationFields
    }
  }
`);

export const MyApplicationDraftDocument = graphql(`
  query MyApplicationDraft {
    myApplicationDraft {
      draft
      step
      updatedAt
    }
  }
`);

export const SaveApplicationDraftDocument = graphql(`
  mutation SaveApplicationDraft($draft: JSON!, $step: Int!) {
    savePanditApplicationDraft(draft: $draft, step: $step) {
      updatedAt
    }
  }
`);

export const DiscardApplicationDraftDocument = graphql(`
  mutation DiscardApplicationDraft {
    discardPanditApplicationDraft
  }
`);
