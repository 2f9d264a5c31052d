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
        festivals {
          id
          name {
            en
            hi
          }
        }
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
      avoid {
        en
        hi
      }
    }
  }
`);

export const PanchangCitiesQuery = graphql(`
  query PanchangCities {
    panchangCities {
      id
      name {
        en
        hi
      }
      countryCode
      timeZone
    }
  }
`);

export const PanchangDayQuery = graphql(`
  query PanchangDay($date: Date!, $cityId: ID!) {
    panchangForCity(date: $date, cityId: $cityId) {
      date
      timeZone
      utcOffsetMinutes
      vara {
        en
        hi
      }
      sunrise
      sunset
      tithis {
        name {
          en
          hi
        }
        pakshaName {
          en
          hi
        }
        endsAt
      }
      nakshatras {
        name {
          en
          hi
        }
        endsAt
      }
      yogas {
        name {
          en
          hi
        }
        endsAt
      }
      karanas {
        name {
          en
          hi
        }
        endsAt
      }
      rahuKaal {
        start
        end
      }
      yamaganda {
        start
        end
      }
      gulikaKaal {
        start
        end
      }
      abhijitMuhurta {
        start
        end
      }
      amantaMonth {
        name {
          en
          hi
        }
        adhika
      }
      purnimantaMonth {
        name {
          en
          hi
        }
        adhika
      }
      vikramSamvat
      shakaSamvat
      sunRashi {
        en
        hi
      }
      moonRashi {
        en
        hi
      }
      ekadashi
      purnima
      amavasya
      festivals {
        id
        name {
          en
          hi
        }
      }
      muhuratFits
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
