import { Box, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../app/format';
import type { CeremonyPriceRangeFragment } from '../../__generated__/graphql';
import './shared';

interface Prices {
  inPerson?: CeremonyPriceRangeFragment | null;
  virtual?: CeremonyPriceRangeFragment | null;
}

/** A ceremony's price range in person and online (lowest, median, highest), or that nobody offers it yet. */
export function PriceRanges({ prices, city }: { prices: Prices; city: string | null }) {
  const { t } = useTranslation('ceremony');
  const none = !prices.inPerson && !prices.virtual;
  return (
    <Box component="section" aria-labelledby="ceremony-prices" data-testid="ceremony-prices">
      <Title order={2} id="ceremony-prices" mb="xs">
        {city ? t('prices.titleCity', { city }) : t('prices.title')}
      </Title>
      {none ? (
        <Text data-testid="ceremony-prices-none">{city ? t('prices.noneCity', { city }) : t('prices.none')}</Text>
      ) : (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Range title={t('prices.inPerson')} range={prices.inPerson} testId="ceremony-price-in-person" />
            <Range title={t('prices.virtual')} range={prices.virtual} testId="ceremony-price-virtual" />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('prices.note')}
          </Text>
        </Stack>
      )}
    </Box>
  );
}

function Range({ title, range, testId }: { title: string; range?: CeremonyPriceRangeFragment | null; testId: string }) {
  const { t, i18n } = useTranslation('ceremony');
  const lang = i18n.language;
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      {range ? (
        <>
          <SimpleGrid cols={3} spacing="xs">
            {(['lowest', 'median', 'highest'] as const).map((k) => (
              <Stack key={k} gap={0}>
                <Text size="xs" c="dimmed">
                  {t(`prices.${k}`)}
                </Text>
                <Text fw={700} data-testid={`${testId}-${k}`}>
                  {formatMoney(range[k], lang)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="xs">
            {t('prices.pandits', { count: range.pandits, formatted: formatNumber(range.pandits, lang) })}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid={`${testId}-none`}>
          {t('prices.none')}
        </Text>
      )}
    </Card>
  );
}
