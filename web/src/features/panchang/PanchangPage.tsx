import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { indiaToday, isDateInRange } from '@marketplace/schema/rules/calendar';
import { useQuery } from '../../app/query';
import { localePath } from '@marketplace/schema/rules/address';
import { PanchangCitiesQuery, PanchangDayQuery } from './operations';
import { localTime } from './usePanchangDays';

const DEFAULT_CITY = 'dl-new-delhi';
type Localized = { en: string; hi: string };

/**
 * `/panchang?date=YYYY-MM-DD&city=<id>` (and `/hi/panchang?...`): the panchang of a date for a city, in English or
 * Hindi; the address holds the date and city, so it can be shared (in the sharer's language). Loaded on first use (its own
 * chunk).
 */
export function PanchangPage() {
  const { t, i18n } = useTranslation('panchang');
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) && isDateInRange(asked) ? asked : indiaToday();
  const cityId = params.get('city') || DEFAULT_CITY;
  const set = (key: 'date' | 'city', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    if (!next.get('date')) next.set('date', date);
    setParams(next, { replace: true });
  };
  // The address always carries the date and the city, so the link shared is the day shown (in the sharer's language).
  const [shared, setShared] = useState<'copied' | 'failed' | null>(null);
  const copyLink = async () => {
    // The page in the sharer's language ('/hi/panchang?...'); an old '&lang=hi' link still lands there (app/oldAddress.ts).
    const url = new URL(
      `${localePath(lang, '/panchang')}?date=${date}&city=${encodeURIComponent(cityId)}`,
      window.location.origin,
    );
    try {
      await navigator.clipboard.writeText(url.toString());
      setShared('copied');
    } catch {
      setShared('failed');
    }
  };
  const cities = useQuery(PanchangCitiesQuery);
  const day = useQuery(PanchangDayQuery, { variables: { date, cityId } });
  const p = day.data?.panchangForCity;
  const name = (n: Localized) => n[lang];

  const time = (iso: string) => {
    if (!p) return '';
    const local = new Date(Date.parse(iso) + p.utcOffsetMinutes * 60_000).toISOString();
    const hhmm = local.slice(11, 16);
    return local.slice(0, 10) > p.date ? t('page.nextDay', { time: hhmm }) : hhmm;
  };
  const span = (s: { start: string; end: string } | null | undefined) =>
    s ? `${time(s.start)} – ${time(s.end)}` : t('page.none');
  const limbs = (list: Array<{ name: Localized; endsAt: string; pakshaName?: Localized }>) =>
    list
      .map((x) => `${x.pakshaName ? `${name(x.pakshaName)} ` : ''}${name(x.name)} ${t('page.until', { time: time(x.endsAt) })}`)
      .join(', ');
  const month = (m: { name: Localized; adhika: boolean }) =>
    m.adhika ? t('page.adhika', { month: name(m.name) }) : name(m.name);

  // The ceremonies whose rules the date fits, the rules' source, and who decides (issue #38).
  const rules = day.data?.muhuratRules ?? [];
  const muhurat = (fits: string[]) => {
    const names = (list: typeof rules) => list.map((r) => name(r.name)).join(', ');
    const fitting = rules.filter((r) => fits.includes(r.ceremony));
    return (
      <>
        {fitting.length ? t('page.fits', { ceremonies: names(fitting) }) : t('page.fitsNone', { ceremonies: names(rules) })}
        {rules[0] && (
          <Text size="xs" c="dimmed">
            {t('suggest.source', { source: name(rules[0].source) })} {t('suggest.confirm')}
          </Text>
        )}
      </>
    );
  };
  const rows: Array<[string, ReactNode, string]> = p
    ? [
        [t('page.vara'), name(p.vara), 'vara'],
        [t('page.sunrise'), localTime(p.sunrise, p.utcOffsetMinutes), 'sunrise'],
        [t('page.sunset'), localTime(p.sunset, p.utcOffsetMinutes), 'sunset'],
        [t('page.tithi'), limbs(p.tithis), 'tithi'],
        [t('page.nakshatra'), limbs(p.nakshatras), 'nakshatra'],
        [t('page.yoga'), limbs(p.yogas), 'yoga'],
        [t('page.karana'), limbs(p.karanas), 'karana'],
        [t('page.rahuKaal'), span(p.rahuKaal), 'rahu'],
        [t('page.yamaganda'), span(p.yamaganda), 'yamaganda'],
        [t('page.gulika'), span(p.gulikaKaal), 'gulika'],
        [t('page.abhijit'), span(p.abhijitMuhurta), 'abhijit'],
        [
          t('page.month'),
          `${t('page.amanta', { month: month(p.amantaMonth) })} · ${t('page.purnimanta', { month: month(p.purnimantaMonth) })}`,
          'month',
        ],
        [t('page.month'), t('page.samvat', { vs: p.vikramSamvat, shaka: p.shakaSamvat }), 'samvat'],
        ['', t('page.rashi', { sun: name(p.sunRashi), moon: name(p.moonRashi) }), 'rashi'],
        [t('page.muhurat'), muhurat(p.muhuratFits), 'muhurat'],
      ]
    : [];

  return (
    <Container size="md" py="lg" px="sm" data-testid="panchang-page">
      <Stack gap="md">
        <Title order={1}>{t('page.title')}</Title>
        <Group gap="xs" wrap="wrap">
          <Text c="dimmed" size="sm">
            {t('page.intro')}
          </Text>
          <Button size="xs" variant="light" onClick={() => void copyLink()} data-testid="panchang-share">
            {t('page.share')}
          </Button>
          {shared && (
            <Text size="xs" c={shared === 'copied' ? 'green' : 'red'} role="status" data-testid="panchang-shared">
              {t(shared === 'copied' ? 'page.copied' : 'page.shareFailed')}
            </Text>
          )}
        </Group>
        <Group grow align="flex-end" wrap="wrap">
          <Select
            label={t('page.city')}
            searchable
            data={(cities.data?.panchangCities ?? []).map((c) => ({ value: c.id, label: `${name(c.name)} (${c.countryCode})` }))}
            value={cityId}
            onChange={(v) => v && set('city', v)}
            data-testid="panchang-city"
            miw={200}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            type="date"
            label={t('page.date')}
            value={date}
            min="1900-01-01"
            max="2100-12-31"
            onChange={(e) => e.currentTarget.value && set('date', e.currentTarget.value)}
            data-testid="panchang-date"
            miw={160}
          />
        </Group>
        {day.loading && !p ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('page.loading')}</Text>
          </Group>
        ) : day.error || !p ? (
          <Alert color="red">{t('page.failed')}</Alert>
        ) : (
          <Paper withBorder p="sm" radius="md">
            <Group gap={6} mb="xs">
              {p.festivals.map((f) => (
                <Badge key={f.id} variant="filled" color="orange" data-testid={`panchang-festival-${f.id}`}>
                  {name(f.name)}
                </Badge>
              ))}
              {(['ekadashi', 'purnima', 'amavasya'] as const)
                .filter((m) => p[m])
                .map((m) => (
                  <Badge key={m} variant="light" color="orange" data-testid={`panchang-mark-${m}`}>
                    {t(`marks.${m}`)}
                  </Badge>
                ))}
              <Text size="xs" c="dimmed">
                {t('page.timesIn', { zone: p.timeZone })}
              </Text>
            </Group>
            <Table layout="fixed" verticalSpacing={6} fz="sm">
              <Table.Tbody>
                {rows.map(([label, value, key]) => (
                  <Table.Tr key={key} data-testid={`panchang-${key}`}>
                    <Table.Th w="34%" style={{ verticalAlign: 'top' }}>
                      {label}
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
