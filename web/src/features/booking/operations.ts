import { graphql } from '../../__generated__';

/** What each tier includes in the pandit's words (the booking dialog, the profile, the wizard and the console). */
export const TierIncludesFields = graphql(`
  fragment TierIncludesFields on TierIncludes {
    basic {
      en
      hi
    }
    premium {
      en
      hi
    }
    deluxe {
      en
      hi
    }
  }
`);

export const BookableSlotsQuery = graphql(`
  query BookableSlots($panditId: ID!, $date: Date!) {
    bookableSlots(panditId: $panditId, date: $date) {
      time
      available
      reason
    }
  }
`);

/** What the dialog needs about the pandit (prices, virtual offer) when the opener passed only an id and name. */
export const BookingPanditQuery = graphql(`
  query BookingPandit($id: ID!) {
    pandit(id: $id) {
      id
      name
      avatar
      location
      city
      state
      virtualPoojaAvailable
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
    }
  }
`);

export const BookingPackageQuery = graphql(`
  query BookingPackage($id: ID!) {
    package(id: $id) {
      id
      name
      destination
      durationDays
      durationNights
      price
      pricePerPerson
    }
  }
`);

graphql(`
  fragment BookingCard on Booking {
    id
    date
    time
    location
    notes
    tier
    isVirtual
    totalAmount
    status
    paymentStatus
    meetingLink
    cancellationReason
    createdAt
    pandit {
      id
      name
      avatar
      city
      state
    }
    package {
      id
      name
      destination
      durationDays
    }
    review {
      id
      rating
      comment
    }
    viewerCan {
      cancel
      confirm
      decline
      complete
      review
      reschedule
      declineSubstitute
    }
    onlyThisPandit
    originalPandit {
      id
      name
    }
    proof {
      photos
      capturedAt
      joinedAt
      confirmedAt
      confirmBy
    }
    reference
    travellers
    contactPhone
    ceremony {
      id
      slug
      name {
        en
        hi
      }
    }
    sankalp {
      familyNames
      gotra
      nakshatra
      occasion
    }
    samagriBy
  }
`);

export const CreateBookingMutation = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      ...BookingCard
      pandit {
        id
        medianResponseMinutes
      }
    }
  }
`);

export const MyBookingsQuery = graphql(`
  query MyBookings($page: PageInput, $when: BookingWhen, $language: String) {
    bookings(filter: { scope: MINE, when: $when }, page: $page) {
      items {
        ...BookingCard
        contact(language: $language) {
          name
          phone
          whatsappUrl
        }
        ...BookingPayment
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);

/** What cancelling now would refund and by when (the cancel dialog asks when it opens on a paid booking). */
export const RefundPreviewQuery = graphql(`
  query RefundPreview($id: ID!) {
    booking(id: $id) {
      id
      refundPreview {
        amount
        percent
        rule
        arrivesBy
      }
    }
  }
`);

export const CancelBookingMutation = graphql(`
  mutation CancelBooking($id: ID!, $reason: String) {
    cancelBooking(id: $id, reason: $reason) {
      ...BookingCard
      ...BookingPayment
    }
  }
`);

export const CreateReviewMutation = graphql(`
  mutation CreateReview($input: CreateReviewInput!) {
    createReview(input: $input) {
      id
      rating
      comment
    }
  }
`);

export const CeremoniesQuery = graphql(`
  query Ceremonies($when: BookingWhen!, $excludeCancelled: Boolean, $page: PageInput, $language: String) {
    bookings(filter: { scope: CEREMONIES, when: $when, excludeCancelled: $excludeCancelled }, page: $page) {
      items {
        ...BookingCard
        user {
          id
          name
          avatar
        }
        contact(language: $language) {
          name
          phone
          whatsappUrl
        }
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);

/** The customer's contact comes with the answer, so it shows on the ceremony at once (issue #37; no reload). */
export const ConfirmBookingMutation = graphql(`
  mutation ConfirmBooking($id: ID!, $language: String) {
    confirmBooking(id: $id) {
      ...BookingCard
      contact(language: $language) {
        name
        phone
        whatsappUrl
      }
    }
  }
`);

export const DeclineBookingMutation = graphql(`
  mutation DeclineBooking($id: ID!, $reason: String!) {
    declineBooking(id: $id, reason: $reason) {
      ...BookingCard
    }
  }
`);

export const ConfirmCeremonyMutation = graphql(`
  mutation ConfirmCeremony($id: ID!) {
    confirmCeremony(id: $id) {
      id
      proof {
        confirmedAt
      }
    }
  }
`);

export const MyAvailabilityQuery = graphql(`
  query MyAvailability {
    me {
      id
      panditProfile {
        id
        name
        availability {
          weeklyHours {
            weekday
            slots
          }
          blockedDates
        }
      }
    }
  }
`);

/** A booking an availability leaves out (shown before saving, and after). */
export const AvailabilityConflictFields = graphql(`
  fragment AvailabilityConflictFields on AvailabilityConflict {
    bookingId
    date
    time
    status
    reason
    customerFirstName
  }
`);

export const SetMyAvailabilityMutation = graphql(`
  mutation SetMyAvailability($input: SetAvailabilityInput!) {
    setMyAvailability(input: $input) {
      id
      availability {
        weeklyHours {
          weekday
          slots
        }
        blockedDates
      }
      bookingsOutsideAvailability {
        ...AvailabilityConflictFields
      }
    }
  }
`);

/** The pandit's bookings that an availability would leave out, asked before saving it. */
export const AvailabilityConflictsQuery = graphql(`
  query AvailabilityConflicts($input: SetAvailabilityInput!) {
    availabilityConflicts(input: $input) {
      ...AvailabilityConflictFields
    }
  }
`);

export const FreeDaysQuery = graphql(`
  query FreeDays($panditId: ID!, $from: Date!, $to: Date!) {
    freeDays(panditId: $panditId, from: $from, to: $to) {
      date
      freeSlots
    }
  }
`);

export const RescheduleBookingMutation = graphql(`
  mutation RescheduleBooking($id: ID!, $date: Date!, $time: String!, $language: String) {
    rescheduleBooking(id: $id, date: $date, time: $time) {
      ...BookingCard
      contact(language: $language) {
        name
        phone
        whatsappUrl
      }
    }
  }
`);

/**
 * A ceremony's samagri list, asked for only where it shows: the booking dialog's chosen ceremony, and My Bookings for a
 * family that arranges it. Not in every booking card or every ceremony of a pandit (a page of 100 cards, or a pandit's
 * 30 ceremonies, would carry as many copies and cost past the query budget). One answer per ceremony (normalised by id).
 */
export const BookingSamagriQuery = graphql(`
  query BookingSamagri($slug: String!) {
    ceremony(slug: $slug) {
      id
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
  }
`);
