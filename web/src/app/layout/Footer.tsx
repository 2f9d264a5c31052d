import { lazyPart } from '../lazyPart';
import { Link } from 'react-router-dom';
import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../siteConfig';
import { useSession } from '../session';
import { Logo } from '../../components/ui/Logo';
import { MailIcon, PhoneIcon, PinIcon } from '../../components/ui/icons';
import { registerNamespace } from '../i18n';
import enPartnerLink from '../../locales/en/partnerLink.json';
import hiPartnerLink from '../../locales/hi/partnerLink.json';

// The links to the partner API page and the ceremonies: their labels ship with the footer (loaded after the first
// cards), not the first visit.
registerNamespace('partnerLink', { en: enPartnerLink, hi: hiPartnerLink });

export function Footer() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  // Not for an approved pandit (role PANDIT) or an admin: they have nothing to join (issue #37).
  const role = useSession().user?.role;
  const showJoin = role !== 'PANDIT' && role !== 'ADMIN';
  const socials = config
    ? [
        { label: 'Facebook', href: config.facebookUrl },
        { label: 'Instagram', href: config.instagramUrl },
        { label: 'YouTube', href: config.youtubeUrl },
        { label: 'X (Twitter)', href: config.twitterUrl },
      ].filter((s): s is { label: string; href: string } => Boolean(s.href))
    : [];

  return (
    <Box component="footer" bg="dark.8" c="gray.3" mt="xl" pt={48} pb="lg">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Box bg="white" p={6} style={{ borderRadius: 8, width: 'fit-content' }}>
              <Logo size="md" />
            </Box>
            <Text size="sm">{t('footer.tagline')}</Text>
            <Text size="sm" c="saffron.3" fw={500}>
              {t('footer.claims')}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} fz="md" c="white">
              {t('footer.explore')}
            </Title>
            <FooterLink to="/pandits">{t('nav.pandits')}</FooterLink>
            <FooterLink to="/packages">{t('nav.packages')}</FooterLink>
            <FooterLink to="/ceremonies">{t('partnerLink:ceremonies')}</FooterLink>
            <FooterLink to="/about">{t('nav.about')}</FooterLink>
            {showJoin && <FooterLink to="/join">{t('nav.joinAsPandit')}</FooterLink>}
          </Stack>
          <Stack gap="xs">
            <Title order={2} fz="md" c="white">
              {t('footer.contact')}
            </Title>
            {config && (
              <Anchor href={`tel:${config.supportPhone.replace(/\s/g, '')}`} c="gray.3" size="sm">
                <Group gap={8} wrap="nowrap">
                  <PhoneIcon />
                  <span>{config.supportPhone}</span>
                </Group>
              </Anchor>
            )}
            {config && (
              <Anchor href={`mailto:${config.supportEmail}`} c="gray.3" size="sm">
                <Group gap={8} wrap="nowrap">
                  <MailIcon />
                  <span>{config.supportEmail}</span>
                </Group>
              </Anchor>
            )}
            <Group gap={8} wrap="nowrap" align="flex-start">
              <Box mt={2}>
                <PinIcon />
              </Box>
              <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
                {t('footer.address')}
              </Text>
            </Group>
          </Stack>
          <Stack gap="xs">
            <Title order={2} fz="md" c="white">
              {t('footer.policies')}
            </Title>
            <FooterLink to="/terms">{t('footer.terms')}</FooterLink>
            <FooterLink to="/privacy">{t('footer.privacy')}</FooterLink>
            <FooterLink to="/refunds">{t('footer.refunds')}</FooterLink>
            <FooterLink to="/developers">{t('partnerLink:footer')}</FooterLink>
            <FooterLink to="/panchang">{t('footer.panchang')}</FooterLink>
            <FooterLink to="/grievances">{t('partnerLink:grievances')}</FooterLink>
            <FooterLink to="/how-we-rank">{t('partnerLink:howWeRank')}</FooterLink>
            {socials.length > 0 && (
              <>
                <Title order={2} fz="md" c="white" mt="sm">
                  {t('footer.followUs')}
                </Title>
                <Group gap="sm" data-testid="social-links">
                  {socials.map((s) => (
                    <Anchor key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" c="gray.3" size="sm">
                      {s.label}
                    </Anchor>
                  ))}
                </Group>
              </>
            )}
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="dark.5" />
        <Text size="xs" ta="center" c="gray.5">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} c="gray.3" size="sm">
      {children}
    </Anchor>
  );
}

const DevelopersPage = lazyPart(() =>
  import('../../features/developers/DevelopersPage').then((m) => ({ default: m.DevelopersPage })),
);

/** `#developers` (the router's route, this module's default export; AppLayout's PartBoundary shows the loader). */
export default function DevelopersRoute() {
  return <DevelopersPage />;
}
