import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../app/format';
import type { PanditProfile } from './PanditProfileModal';
import { useResponseTime } from './NextFreeDays';
import '../booking/guaranteeTexts';

/** Reliability in numbers (issue #34 item 5): "New" below the minimum count of requests. */
export function Reliability({ reliability: r }: { reliability: PanditProfile['reliability'] }) {
  const { t, i18n } = useTranslation('guarantee');
  const lang = i18n.language;
  const responseTime = useResponseTime(r.medianResponseMinutes);
  const percent = (v: number | null | undefined) =>
    v == null ? t('reliability.none') : t('reliability.percent', { value: formatNumber(v, lang) });
  return (
    <Stack gap="xs" data-testid="profile-reliability">
      <Title order={3} fz="h5">
        {t('reliability.title')}
      </Title>
      {r.isNew ? (
        <Group gap="xs">
          <Badge color="teal" variant="light" data-testid="reliability-new">
            {t('reliability.new')}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('reliability.newText')}
          </Text>
        </Group>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {[
            ['responseRate', percent(r.responseRate)],
            ['responseTime', responseTime ?? t('reliability.none')],
            ['completionRate', percent(r.completionRate)],
            ['cancellations', formatNumber(r.cancellationsLast90Days ?? 0, lang)],
          ].map(([key, value]) => (
            <Paper key={key} withBorder p="xs" radius="md" ta="center" data-testid={`reliability-${key}`}>
              <Text fw={700}>{value}</Text>
              <Text size="xs" c="dimmed">
                {t(`reliability.${key}`)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
