import { graphql } from '../../__generated__';

/** The booking dialog's dates: the panchang at the pandit's city for the visible window, in one request. */
export const BookingPanchangQuery = graphql(`
  query BookingPanchang($id: ID!, $from: Date!, $to: Date!) {
    pandit(id: $id) {
      id
      panchangCity {
        id
        name {
          en
          hi
        }
      }
      panchang(from: $from, to: $to) {
        date
        utcOffsetMinutes
        tithi {
          name {
            en
            hi
          }
          pakshaName {
            en
            hi
          }
        }
        nakshatra {
          name {
            en
            hi
          }
        }
        rahuKaal {
          start
          end
        }
        ekadashi
        purnima
        amavasya
      }
    }
  }
`);

export const SuggestMuhuratQuery = graphql(`
  query SuggestMuhurat($panditId: ID!, $ceremony: MuhuratCeremony!, $from: Date!) {
    suggestMuhuratDates(panditId: $panditId, ceremony: $ceremony, from: $from) {
      date
      freeSlots
      panchang {
        date
        tithi {
          name {
            en
            hi
          }
          pakshaName {
            en
            hi
          }
        }
        nakshatra {
          name {
            en
            hi
          }
        }
      }
    }
    muhuratRules {
      ceremony
      name {
        en
        hi
      }
      source {
        en
        hi
      }
    }
  }
`);
