import type { RestRoute } from '../router.js';

/** The fields of a panchang the REST answer carries (the GraphQL type in full). */
export const PANCHANG_FIELDS = `date latitude longitude timeZone utcOffsetMinutes vara { en hi } sunrise sunset nextSunrise
  tithi { number name { en hi } paksha pakshaName { en hi } startsAt endsAt }
  tithis { number name { en hi } paksha pakshaName { en hi } startsAt endsAt }
  nakshatra { number name { en hi } startsAt endsAt } nakshatras { number name { en hi } startsAt endsAt }
  yoga { number name { en hi } startsAt endsAt } yogas { number name { en hi } startsAt endsAt }
  karanas { number name { en hi } startsAt endsAt }
  rahuKaal { start end } yamaganda { start end } gulikaKaal { start end } abhijitMuhurta { start end }
  amantaMonth { number name { en hi } adhika } purnimantaMonth { number name { en hi } adhika }
  vikramSamvat shakaSamvat sunRashi { en hi } moonRashi { en hi } ayanamsa
  sankranti { rashi { en hi } at } ekadashi purnima amavasya bhadra festivals { id name { en hi } } muhuratFits`;

/** The panchang (issue #38), public: the REST twins of `panchang` and `panchangForCity`. */
export const panchangRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/panchang',
    operation: `query RestPanchang($date: Date!, $lat: Float!, $lng: Float!, $timeZone: String) {
      panchang(date: $date, lat: $lat, lng: $lng, timeZone: $timeZone) { ${PANCHANG_FIELDS} }
    }`,
    variables: ({ query }) => ({
      date: query.required('date', query.text('date')),
      lat: query.required('lat', query.number('lat')),
      lng: query.required('lng', query.number('lng')),
      timeZone: query.text('timeZone'),
    }),
    data: (r) => ({ panchang: r.panchang }),
  },
  {
    method: 'get',
    path: '/panchang/cities/:cityId',
    operation: `query RestPanchangForCity($date: Date!, $cityId: ID!) {
      panchangForCity(date: $date, cityId: $cityId) { ${PANCHANG_FIELDS} }
    }`,
    variables: ({ query, params }) => ({
      date: query.required('date', query.text('date')),
      cityId: params.required('cityId', params.text('cityId')),
    }),
    data: (r) => ({ panchang: r.panchangForCity }),
  },
];
