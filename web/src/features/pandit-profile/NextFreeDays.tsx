import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { useFreeDays } from '../booking/useFreeDays';

const SHOWN = 6;
/** The height of each state below (a row of badges, a loader, a line of text): the profile under it never moves. */
const ROW_HEIGHT = 22;

/**
 * The pandit's next free days (from freeDays), before the booking dialog opens. The days arrive after the profile
 * (or before it): every state takes one row, so nothing below shifts when they do (the days scroll sideways).
 */
export function NextFreeDays({ panditId }: { panditId: string }) {
  const { t, i18n } = useTranslation('journey');
  const { free, loading, error, data } = useFreeDays(panditId);
  const titleId = useId();
  return (
    <Stack gap={6} data-testid="profile-free-days">
      <Text fw={600} id={titleId}>
        {t('profile.nextFreeDays')}
      </Text>
      {loading && !data ? (
        <Group h={ROW_HEIGHT}>
          <Loader size="xs" />
        </Group>
      ) : error && !data ? (
        <Text size="sm" c="red" mih={ROW_HEIGHT}>
          {t('profile.freeDaysFailed')}
        </Text>
      ) : free.length === 0 ? (
        <Text size="sm" c="dimmed" mih={ROW_HEIGHT} data-testid="profile-no-free-days">
          {t('profile.noFreeDays')}
        </Text>
      ) : (
        <Group
          gap={6}
          wrap="nowrap"
          mih={ROW_HEIGHT}
          style={{ overflowX: 'auto' }}
          role="group"
          aria-labelledby={titleId}
          // Keyboard users can scroll the row too.
          tabIndex={0}
        >
          {free.slice(0, SHOWN).map((d) => (
            <Badge
              key={d.date}
              variant="light"
              color="green"
              tt="none"
              style={{ flexShrink: 0 }}
              data-testid="profile-free-day"
              data-date={d.date}
            >
              {formatDate(d.date, i18n.language, { weekday: 'short', day: 'numeric', month: 'short' })} ·{' '}
              {t('profile.freeCount', { count: d.freeSlots.length })}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** '45 minutes', '3 hours', '2 days': a median response time in words, or null when unknown. */
export function useResponseTime(minutes: number | null | undefined): string | null {
  const { t } = useTranslation('journey');
  if (minutes == null) return null;
  if (minutes < 60) return t('profile.minutes', { count: Math.max(1, minutes) });
  if (minutes < 48 * 60) return t('profile.hours', { count: Math.round(minutes / 60) });
  return t('profile.days', { count: Math.round(minutes / 1440) });
}
