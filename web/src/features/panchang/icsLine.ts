import type { ApolloClient } from '@apollo/client';
import type { TFunction } from 'i18next';
import { BookingPanchangQuery } from './operations';
import './usePanchangDays';

/**
 * The panchang line of a booking's calendar file (issue #38): the tithi and nakshatra at sunrise of its date at the
 * pandit's city, and the festivals of that date, in the visitor's language (`t` of the 'panchang' namespace). Read
 * through the booking dialog's query (from the cache when the dialog showed that date); null when it cannot be read,
 * so the file is still saved without it.
 */
export async function panchangLineForIcs(
  client: ApolloClient,
  panditId: string,
  date: string,
  lang: string,
  t: TFunction<'panchang'>,
): Promise<string | null> {
  try {
    const { data } = await client.query({ query: BookingPanchangQuery, variables: { id: panditId, from: date, to: date } });
    const day = data?.pandit?.panchang[0];
    const city = data?.pandit?.panchangCity;
    if (!day || !city) return null;
    const l = lang === 'hi' ? 'hi' : 'en';
    const line = t('ics.line', {
      city: city.name[l],
      paksha: day.tithi.pakshaName[l],
      tithi: day.tithi.name[l],
      nakshatra: day.nakshatra.name[l],
    });
    const festivals = day.festivals.map((f) => f.name[l]).join(', ');
    return festivals ? `${line}\n${t('ics.festivals', { names: festivals })}` : line;
  } catch {
    return null;
  }
}
