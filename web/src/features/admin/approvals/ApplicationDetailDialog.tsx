import type { ReactNode } from 'react';
import { Alert, Avatar, Button, Group, Image, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRICE_FIELDS } from '@marketplace/schema/rules';
import type { AdminApplicationFieldsFragment } from '../../../__generated__/graphql';
import { formatDate, formatMoney } from '../../../app/format';
import { StatusBadge } from './StatusBadge';
import { useReference } from '../../marketplace/reference';

type Application = AdminApplicationFieldsFragment;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

interface Props {
  p: Application | null;
  onClose: () => void;
  onApprove: (p: Application) => void;
  onReject: (p: Application) => void;
  busy: boolean;
}

/** Everything an application says, with the decision buttons its status allows. */
export function ApplicationDetailDialog({ p, onClose, onApprove, onReject, busy }: Props) {
  const { t, i18n } = useTranslation('admin');
  const { label, place } = useReference();
  const lang = i18n.language;
  const money = (v: number | null | undefined) => (v == null ? '—' : formatMoney(v, lang));
  return (
    <Modal opened={Boolean(p)} onClose={onClose} title={t('approvals.detailTitle')} size="lg" centered>
      {p && (
        <Stack gap="md" data-testid="application-detail">
          <Group gap="md" wrap="nowrap">
            <Avatar src={p.avatar} size={72} radius="xl" color="saffron">
              {p.name.slice(0, 1)}
            </Avatar>
            <div>
              <Title order={3} fz="h4" data-user-content>
                {p.name}
              </Title>
              <Group gap="xs">
                <StatusBadge status={p.registrationStatus} />
                <Text size="xs" c="dimmed">
                  {t('approvals.appliedOn', { date: formatDate(p.createdAt, lang) })}
                </Text>
              </Group>
            </div>
          </Group>
          {p.registrationStatus === 'REJECTED' && p.rejectionReason && (
            <Alert color="red" variant="light" title={t('approvals.rejectionReason')}>
              <span data-user-content>{p.rejectionReason}</span>
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Detail label={t('approvals.fields.email')}>{p.email ?? '—'}</Detail>
            <Detail label={t('approvals.fields.phone')}>{p.phone ?? '—'}</Detail>
            <Detail label={t('approvals.fields.whatsapp')}>{p.whatsappNumber ?? '—'}</Detail>
            <Detail label={t('approvals.fields.account')}>{p.user ? `${p.user.name} (${p.user.email ?? ''})` : '—'}</Detail>
            <Detail label={t('approvals.fields.place')}>{place(p.location, p.city, p.state)}</Detail>
            <Detail label={t('approvals.fields.experience')}>{t('approvals.years', { count: p.experience })}</Detail>
            <Detail label={t('approvals.fields.specializations')}>{p.specializations.map(label).join(', ')}</Detail>
            <Detail label={t('approvals.fields.languages')}>{p.languages.map(label).join(', ')}</Detail>
            <Detail label={t('approvals.fields.pricing')}>
              {money(p.pricing.basic)} / {money(p.pricing.premium)} / {money(p.pricing.deluxe)}
            </Detail>
            <Detail label={t('approvals.fields.virtual')}>
              {p.virtualPoojaAvailable
                ? `${money(p.pricing.virtualBasic)} / ${money(p.pricing.virtualPremium)} / ${money(p.pricing.virtualDeluxe)}`
                : t('approvals.noVirtual')}
            </Detail>
          </SimpleGrid>
          <Detail label={t('approvals.fields.tierIncludes')}>
            <Stack gap={6} data-testid="application-tier-includes">
              {PRICE_FIELDS.map((tier) => {
                const texts = p.tierIncludes[tier];
                return (
                  <div key={tier}>
                    <Text size="sm" fw={600}>
                      {t(`booking:tiers.${tier.toUpperCase()}`)}
                    </Text>
                    {texts ? (
                      <>
                        <Text size="sm" lang="en" data-user-content>
                          {texts.en}
                        </Text>
                        {texts.hi && (
                          <Text size="sm" lang="hi" data-user-content>
                            {texts.hi}
                          </Text>
                        )}
                      </>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('approvals.tierNotWritten')}
                      </Text>
                    )}
                  </div>
                );
              })}
            </Stack>
          </Detail>
          <Detail label={t('approvals.fields.bio')}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{p.bio}</span>
          </Detail>
          <div>
            <Text size="xs" c="dimmed" mb={4}>
              {t('approvals.fields.photos', { count: p.photos.length })}
            </Text>
            {p.photos.length ? (
              <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" data-testid="application-photos">
                {p.photos.map((url) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer noopener">
                    <Image src={url} alt="" radius="sm" h={90} fit="cover" />
                  </a>
                ))}
              </SimpleGrid>
            ) : (
              <Text size="sm">—</Text>
            )}
          </div>
          <Group justify="flex-end">
            {p.registrationStatus !== 'REJECTED' && (
              <Button color="red" variant="light" onClick={() => onReject(p)} disabled={busy} data-testid="detail-reject">
                {t('approvals.reject')}
              </Button>
            )}
            {p.registrationStatus !== 'APPROVED' && (
              <Button color="green" onClick={() => onApprove(p)} disabled={busy} data-testid="detail-approve">
                {t('approvals.approve')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
