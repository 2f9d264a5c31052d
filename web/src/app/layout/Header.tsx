import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Anchor, Box, Burger, Button, Container, Group, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { useSiteConfig } from '../siteConfig';
import { setLanguage } from '../i18n';
import { useAuthModal } from '../../features/account/AuthModalProvider';
import { Logo } from '../../components/ui/Logo';
import { MailIcon, PhoneIcon, WhatsAppIcon } from '../../components/ui/icons';
import { LanguageName } from '../../components/ui/LanguageName';
import { isActive, useNavItems } from './useNavItems';
import { lazyPart } from '../lazyPart';
import { PartBoundary } from '../PartBoundary';

const MobileNav = lazyPart(() => import('./MobileNav').then((m) => ({ default: m.MobileNav })));
const UserMenu = lazyPart(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

const DESKTOP = '(min-width: 64em)';

export function Header() {
  const isDesktop = useMediaQuery(DESKTOP, true, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code loads the first time the burger is pressed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { t } = useTranslation();
  const items = useNavItems();
  const { pathname } = useLocation();

  return (
    <Box component="header" style={{ position: 'sticky', top: 0, zIndex: 100 }}>
      <TopStrip />
      <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap">
              {!isDesktop && (
                <Burger
                  opened={drawerOpened}
                  onClick={() => {
                    setDrawerUsed(true);
                    drawer.toggle();
                  }}
                  size="sm"
                  aria-label={t('nav.openMenu')}
                  data-testid="nav-burger"
                />
              )}
              <Anchor component={Link} to="/" underline="never" aria-label={t('nav.homeAria')}>
                <Logo size={isDesktop ? 'lg' : 'md'} />
              </Anchor>
            </Group>
            {isDesktop && (
              <Group component="nav" aria-label={t('nav.main')} gap={4} wrap="nowrap">
                {items.map((item) => {
                  const active = isActive(item.to, pathname);
                  return (
                    <Button
                      key={item.to}
                      component={Link}
                      to={item.to}
                      variant={active ? 'light' : 'subtle'}
                      color={active ? 'saffron' : 'dark'}
                      size="compact-md"
                      fw={500}
                      aria-current={active ? 'page' : undefined}
                      data-testid={item.testId}
                    >
                      {item.label}
                    </Button>
                  );
                })}
              </Group>
            )}
            <AccountArea compact={!isDesktop} />
          </Group>
        </Container>
      </Box>
      {drawerUsed && !isDesktop && (
        <PartBoundary failure={drawerOpened ? 'overlay' : 'silent'} onClose={drawer.close}>
          <MobileNav opened={drawerOpened} onClose={drawer.close} items={items} pathname={pathname} />
        </PartBoundary>
      )}
    </Box>
  );
}

function TopStrip() {
  const { t, i18n } = useTranslation();
  const config = useSiteConfig();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const whatsappHref = config
    ? `https://wa.me/${config.whatsappNumber}?text=${encodeURIComponent(t('header.whatsappGreeting'))}`
    : null;

  return (
    <Box bg="saffron.9" c="white">
      <Container size="lg" py={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="md" wrap="nowrap" fz="sm">
            {whatsappHref && (
              <Anchor href={whatsappHref} target="_blank" rel="noopener noreferrer" c="white" fz="sm" data-testid="whatsapp-link">
                <Group gap={6} wrap="nowrap">
                  <WhatsAppIcon />
                  <span>{t('header.chat')}</span>
                  <VisuallyHidden>{t('header.opensInNewTab')}</VisuallyHidden>
                </Group>
              </Anchor>
            )}
            {config && (
              <Anchor
                href={`tel:${config.supportPhone.replace(/\s/g, '')}`}
                c="white"
                fz="sm"
                aria-label={t('header.callUs', { phone: config.supportPhone })}
              >
                <Group gap={6} wrap="nowrap">
                  <PhoneIcon />
                  {isWide && <span>{config.supportPhone}</span>}
                </Group>
              </Anchor>
            )}
            {config && (
              <Anchor
                href={`mailto:${config.supportEmail}`}
                c="white"
                fz="sm"
                aria-label={t('header.emailUs', { email: config.supportEmail })}
              >
                <Group gap={6} wrap="nowrap">
                  <MailIcon />
                  {isWide && <span>{config.supportEmail}</span>}
                </Group>
              </Anchor>
            )}
          </Group>
          <LanguageSwitch
            value={i18n.language.startsWith('hi') ? 'hi' : 'en'}
            onChange={setLanguage}
            label={t('header.language')}
          />
        </Group>
      </Container>
    </Box>
  );
}

function AccountArea({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { openLogin, openSignup } = useAuthModal();

  if (!user) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size={compact ? 'compact-sm' : 'sm'}
          onClick={() => void openLogin()}
          data-testid="login-button"
        >
          {t('nav.login')}
        </Button>
        {/* Below 576 px the login dialog's 'Sign up' link takes its place. */}
        <Button
          size={compact ? 'compact-sm' : 'sm'}
          onClick={() => void openSignup()}
          data-testid="signup-button"
          visibleFrom="xs"
        >
          {t('nav.signup')}
        </Button>
      </Group>
    );
  }

  return (
    <PartBoundary failure="silent">
      <UserMenu user={user} compact={compact} />
    </PartBoundary>
  );
}

const LANGUAGES = [
  { value: 'en', label: <LanguageName lang="en" /> },
  { value: 'hi', label: <LanguageName lang="hi" /> },
] as const;

/**
 * English | हिन्दी, a pair of radio buttons. (Mantine's SegmentedControl measures its options in a layout effect to
 * slide its indicator, which forces the first page's whole layout inside the first render's task on every visit.)
 */
function LanguageSwitch({
  value,
  onChange,
  label,
}: {
  value: 'en' | 'hi';
  onChange: (lang: 'en' | 'hi') => void;
  label: string;
}) {
  return (
    <Group gap={2} wrap="nowrap" role="radiogroup" aria-label={label} data-testid="lang-switch" style={SWITCH_STYLE}>
      {LANGUAGES.map((l) => (
        <Button
          key={l.value}
          size="compact-xs"
          radius="xl"
          variant={value === l.value ? 'white' : 'subtle'}
          color={value === l.value ? 'dark' : 'gray.0'}
          role="radio"
          aria-checked={value === l.value}
          onClick={() => onChange(l.value)}
        >
          {l.label}
        </Button>
      ))}
    </Group>
  );
}

const SWITCH_STYLE = { flexShrink: 0, padding: 2, borderRadius: 999, background: 'rgba(255, 255, 255, 0.15)' } as const;
