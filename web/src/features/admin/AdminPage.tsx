import type { ComponentType } from 'react';
import { Button, Center, Container, Group, Loader, Menu, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../app/i18n';
import enAdmin from '../../locales/en/admin.json';
import hiAdmin from '../../locales/hi/admin.json';
import { ADMIN_TABS, type AdminTab } from './tabs';
import { lazyPart } from '../../app/lazyPart';
import { PartBoundary } from '../../app/PartBoundary';

// The 'admin' namespace ships with the admin chunk.
registerNamespace('admin', { en: enAdmin, hi: hiAdmin });

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyPart(() => load().then((m) => ({ default: m[name] })));

/** One chunk per tab: a tab's code loads when an admin first opens it. */
const TAB_COMPONENTS: Record<AdminTab, ComponentType> = {
  overview: named(() => import('./overview/OverviewTab'), 'OverviewTab'),
  pandits: named(() => import('./pandits/PanditsTab'), 'PanditsTab'),
  approvals: named(() => import('./approvals/ApprovalsTab'), 'ApprovalsTab'),
  packages: named(() => import('./packages/PackagesTab'), 'PackagesTab'),
  ceremonies: named(() => import('./ceremonies/CeremoniesTab'), 'CeremoniesTab'),
  bookings: named(() => import('./bookings/BookingsTab'), 'BookingsTab'),
  payments: named(() => import('./payments/PaymentsTab'), 'PaymentsTab'),
  payouts: named(() => import('./payouts/PayoutsTab'), 'PayoutsTab'),
  users: named(() => import('./users/UsersTab'), 'UsersTab'),
  testimonials: named(() => import('./testimonials/TestimonialsTab'), 'TestimonialsTab'),
  about: named(() => import('./about/AboutTab'), 'AboutTab'),
  data: named(() => import('./data/DataTab'), 'DataTab'),
  messages: named(() => import('./messages/MessagesTab'), 'MessagesTab'),
  apikeys: named(() => import('./apikeys/ApiKeysTab'), 'ApiKeysTab'),
  support: named(() => import('./support/SupportTab'), 'SupportTab'),
};

function isAdminTab(value: string | null): value is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '');
}

/** The admin dashboard: a left menu (a drop-down menu on a phone) and the chosen tab. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const isWide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'overview';
  const Current = TAB_COMPONENTS[tab];

  function select(value: AdminTab) {
    setParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  }

  const links = ADMIN_TABS.map((key) => (
    <NavLink
      key={key}
      component="button"
      type="button"
      label={t(`tabs.${key}`)}
      active={key === tab}
      aria-current={key === tab ? 'page' : undefined}
      onClick={() => select(key)}
      data-testid={`admin-tab-${key}`}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    />
  ));

  return (
    <Container size="xl" py="lg" fluid={isWide}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} fz="h2">
              {t('title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('subtitle')}
            </Text>
          </div>
          {!isWide && (
            <Menu position="bottom-end" width={240}>
              <Menu.Target>
                <Button variant="light" data-testid="admin-menu-button">
                  {t('menuButton', { tab: t(`tabs.${tab}`) })}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {ADMIN_TABS.map((key) => (
                  <Menu.Item
                    key={key}
                    onClick={() => select(key)}
                    data-testid={`admin-menu-${key}`}
                    fw={key === tab ? 700 : undefined}
                  >
                    {t(`tabs.${key}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <Group align="flex-start" wrap="nowrap" gap="lg">
          {isWide && (
            <Paper component="nav" aria-label={t('menu')} withBorder p="xs" radius="md" style={{ width: 230, flexShrink: 0 }}>
              {links}
            </Paper>
          )}
          <Stack gap="md" style={{ flex: 1, minWidth: 0 }} component="section" aria-labelledby="admin-tab-title">
            <Title order={2} fz="h3" id="admin-tab-title">
              {t(`tabs.${tab}`)}
            </Title>
            <PartBoundary
              resetKey={tab}
              fallback={
                <Center py="xl" role="status">
                  <Group gap="sm">
                    <Loader size="sm" color="orange" />
                    <Text>{t('loading')}</Text>
                  </Group>
                </Center>
              }
            >
              <Current />
            </PartBoundary>
          </Stack>
        </Group>
      </Stack>
    </Container>
  );
}
