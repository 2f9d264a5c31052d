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

/**
 * The header renders the same on every screen (the server's render and the browser's first render must match): the
 * burger and the desktop links are both drawn and CSS shows one (global.css, `.below-desktop` / `.desktop-up`, 64em).
 */
export function Header() {
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
              <Burger
                className="below-desktop"
                opened={drawerOpened}
                onClick={() => {
                  setDrawerUsed(true);
                  drawer.toggle();
                }}
                size="sm"
                aria-label={t('nav.openMenu')}
                data-testid="nav-burger"
              />
              <Anchor component={Link} to="/" underline="never" aria-label={t('nav.homeAria')}>
                <Logo size="responsive" />
              </Anchor>
            </Group>
            {
              <Group component="nav" className="desktop-up" aria-label={t('nav.main')} gap={4} wrap="nowrap">
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
            }
            <AccountArea />
          </Group>
        </Container>
      </Box>
      {drawerUsed && (
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
                  <Box component="span" visibleFrom="sm">
                    {config.supportPhone}
                  </Box>
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
                  <Box component="span" visibleFrom="sm">
                    {config.supportEmail}
                  </Box>
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

function AccountArea() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { openLogin, openSignup } = useAuthModal();

  if (!user) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="sm"
          className="compact-below-desktop"
          onClick={() => void openLogin()}
          data-testid="login-button"
        >
          {t('nav.login')}
        </Button>
        {/* Below 576 px the login dialog's 'Sign up' link takes its place. */}
        <Button
          size="sm"
          className="compact-below-desktop"
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
      <SignedInMenu user={user} />
    </PartBoundary>
  );
}

/** A signed-in person's menu: drawn after the session loaded, never in the server's render, so it may ask the screen. */
function SignedInMenu({ user }: { user: NonNullable<ReturnType<typeof useSession>['user']> }) {
  const isDesktop = useMediaQuery(DESKTOP, true, { getInitialValueInEffect: false });
  return <UserMenu user={user} compact={!isDesktop} />;
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
