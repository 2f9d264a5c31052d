import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../app/siteConfig';
import './i18n';
import { lazyPart } from '../../app/lazyPart';
import { PartBoundary } from '../../app/PartBoundary';

// The refund table (from the shared policy rows) loads with the refund policy only.
const RefundPolicyTable = lazyPart(() => import('../payment/RefundPolicyTable').then((m) => ({ default: m.RefundPolicyTable })));

// The privacy notice's table of personal data (schema/rules/privacy.ts) loads with the privacy policy only.
const DataItemsTable = lazyPart(() => import('../account/DataItemsTable').then((m) => ({ default: m.DataItemsTable })));

export type PolicyKind = 'terms' | 'privacy' | 'refunds';

/** Terms, privacy and refund policies (linked from the footer), in English and Hindi. */
export function PolicyPage({ kind }: { kind: PolicyKind }) {
  const { t } = useTranslation('about');
  const site = useSiteConfig();
  const sections = t(`policy.${kind}.sections`, { returnObjects: true }) as Array<{ heading: string; text: string }>;
  return (
    <Container size="md" py="xl">
      <Stack gap="md" component="article" aria-labelledby="policy-title">
        <Title order={1} id="policy-title" data-testid="policy-title">
          {t(`policy.${kind}.title`)}
        </Title>
        <Text c="dimmed" size="sm">
          {t('policy.updated')}
        </Text>
        <Text>{t(`policy.${kind}.intro`)}</Text>
        {kind === 'refunds' && (
          <PartBoundary>
            <RefundPolicyTable />
          </PartBoundary>
        )}
        {kind === 'privacy' && (
          <PartBoundary>
            <DataItemsTable />
          </PartBoundary>
        )}
        {Array.isArray(sections) &&
          sections.map((s) => (
            <Stack key={s.heading} gap={4} component="section">
              <Title order={2} fz="h4">
                {s.heading}
              </Title>
              <Text>{s.text}</Text>
            </Stack>
          ))}
        {site && <Text size="sm">{t('policy.contact', { email: site.supportEmail, phone: site.supportPhone })}</Text>}
      </Stack>
    </Container>
  );
}
