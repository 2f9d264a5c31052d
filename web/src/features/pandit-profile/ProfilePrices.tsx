import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tierTextOf, tiersByPrice } from '@marketplace/schema/rules/pricing';
import type { PriceTier } from '../../__generated__/graphql';
import { formatMoney } from '../../app/format';
import type { PanditProfile } from './PanditProfileModal';

/** What a tier includes: in the pandit's words (his content, in whichever script he wrote), else what it usually does. */
function TierIncludes({ text, tier }: { text: string | null; tier: Lowercase<PriceTier> }) {
  const { t } = useTranslation('booking');
  return (
    <Text size="xs" c="dimmed" fw={400} data-testid={`profile-tier-includes-${tier}`} data-user-content={text ? true : undefined}>
      {text ?? t(`tierIncludes.${tier.toUpperCase() as PriceTier}`)}
    </Text>
  );
}

/** The pandit's prices per tier, cheapest first (issue #37, as the booking dialog lists them), in person and virtual. */
export function ProfilePrices({ pandit }: { pandit: PanditProfile }) {
  const { t, i18n } = useTranslation('marketplace');
  const money = (n: number) => formatMoney(n, i18n.language);
  const tiers = tiersByPrice(pandit.pricing, false).map((x) => x.toLowerCase() as Lowercase<typeof x>);
  const virtualPrice = {
    basic: pandit.pricing.virtualBasic,
    premium: pandit.pricing.virtualPremium,
    deluxe: pandit.pricing.virtualDeluxe,
  };
  return (
    <Stack gap={4}>
      <Title order={3} fz="md">
        {t('profile.pricing')}
      </Title>
      <Table withTableBorder data-testid="profile-prices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('profile.inPerson')}</Table.Th>
            {pandit.virtualPoojaAvailable && <Table.Th>{t('profile.virtual')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tiers.map((tier) => (
            <Table.Tr key={tier}>
              <Table.Th scope="row">
                {t(`profile.tier.${tier}`)}
                {/* What it includes: in his words (the reader's language, else English), else what it usually does. */}
                <TierIncludes text={tierTextOf(pandit.tierIncludes, tier, i18n.language)} tier={tier} />
              </Table.Th>
              <Table.Td>{money(pandit.pricing[tier])}</Table.Td>
              {pandit.virtualPoojaAvailable && (
                <Table.Td>{virtualPrice[tier] != null ? money(virtualPrice[tier]) : '—'}</Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
