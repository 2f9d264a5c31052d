import { Container, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../app/i18n';
import { EmptyState } from '../../components/ui/EmptyState';
import enAdmin from '../../locales/en/admin.json';
import hiAdmin from '../../locales/hi/admin.json';
import { UsersTab } from './users/UsersTab';
import { ApprovalsTab } from './approvals/ApprovalsTab';

// The 'admin' namespace ships with the admin chunk.
registerNamespace('admin', { en: enAdmin, hi: hiAdmin });

/** Spec §2 admin menu, in order. */
export const ADMIN_TABS = [
  'overview',
  'pandits',
  'approvals',
  'packages',
  'bookings',
  'users',
  'testimonials',
  'about',
  'data',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

function isAdminTab(value: string | null): value is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '');
}

export function AdminPage() {
  const { t } = useTranslation('admin');
  const isWide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'overview';

  function select(value: string | null) {
    if (!isAdminTab(value)) return;
    setParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  }

  return (
    <Container size="xl" py="lg" fluid={isWide}>
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={1} fz="h2">
              {t('title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('subtitle')}
            </Text>
          </div>
        </Group>
        <Tabs
          value={tab}
          onChange={select}
          orientation={isWide ? 'vertical' : 'horizontal'}
          variant={isWide ? 'pills' : 'default'}
          keepMounted={false}
          aria-label={t('menu')}
        >
          <Paper
            withBorder={isWide}
            p={isWide ? 'xs' : 0}
            radius="md"
            mr={isWide ? 'lg' : 0}
            mb={isWide ? 0 : 'md'}
            style={isWide ? { alignSelf: 'flex-start', width: 230, flexShrink: 0 } : { overflowX: 'auto' }}
          >
            <Tabs.List style={isWide ? undefined : { flexWrap: 'nowrap' }}>
              {ADMIN_TABS.map((key) => (
                <Tabs.Tab key={key} value={key} data-testid={`admin-tab-${key}`} style={{ whiteSpace: 'nowrap', justifyContent: isWide ? 'flex-start' : undefined }}>
                  {t(`tabs.${key}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Paper>
          {ADMIN_TABS.map((key) => (
            <Tabs.Panel key={key} value={key} style={{ flex: 1, minWidth: 0 }}>
              <Stack gap="md">
                <Title order={2} fz="h3">
                  {t(`tabs.${key}`)}
                </Title>
                {key === 'users' ? (
                  <UsersTab />
                ) : key === 'approvals' ? (
                  <ApprovalsTab />
                ) : (
                  <EmptyState title={t('comingSoon.title')} description={t('comingSoon.description')} />
                )}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
