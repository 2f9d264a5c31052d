import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localTime, type PanchangDay } from './usePanchangDays';

/**
 * A date's compact panchang line in the current language: paksha, tithi and nakshatra at sunrise, the festivals, the
 * marks, Rahu Kaal.
 */
export function PanchangDateLine({ day }: { day: PanchangDay }) {
  const { t, i18n } = useTranslation('panchang');
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const marks = (['ekadashi', 'purnima', 'amavasya'] as const).filter((m) => day[m]);
  return (
    <Group gap={6} wrap="wrap" data-testid="booking-panchang-line">
      <Text size="sm" c="dimmed">
        {t('line.tithiNakshatra', {
          paksha: day.tithi.pakshaName[lang],
          tithi: day.tithi.name[lang],
          nakshatra: day.nakshatra.name[lang],
        })}
      </Text>
      {day.festivals.map((f) => (
        <Badge key={f.id} size="sm" variant="filled" color="orange" data-testid={`panchang-festival-${f.id}`}>
          {f.name[lang]}
        </Badge>
      ))}
      {marks.map((m) => (
        <Badge key={m} size="sm" variant="light" color={m === 'amavasya' ? 'gray' : 'orange'} data-testid={`panchang-mark-${m}`}>
          {t(`marks.${m}`)}
        </Badge>
      ))}
      <Text size="xs" c="dimmed" data-testid="booking-rahu-kaal">
        {t('line.rahuKaal', {
          from: localTime(day.rahuKaal.start, day.utcOffsetMinutes),
          to: localTime(day.rahuKaal.end, day.utcOffsetMinutes),
        })}
      </Text>
    </Group>
  );
}
