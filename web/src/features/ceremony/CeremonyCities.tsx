import { Link } from 'react-router-dom';
import { Box, Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../app/format';
import { useReference } from '../marketplace/reference';
import type { Ceremony } from './operations';
import { ceremonyPath, inLanguage } from './names';

/** Links to the ceremony's page in each city where it is performed (the other cities on a city's page). */
export function CeremonyCities({ ceremony, current }: { ceremony: Ceremony; current: string | null }) {
  const { t, i18n } = useTranslation('ceremony');
  const { label } = useReference();
  const lang = i18n.language;
  const cities = ceremony.cities.filter((c) => c.city !== current);
  if (!cities.length) return null;
  const name = inLanguage(ceremony.name, lang);
  return (
    <Box component="nav" aria-labelledby="ceremony-cities">
      <Title order={2} id="ceremony-cities" mb="xs">
        {current ? t('cities.titleOther') : t('cities.title')}
      </Title>
      <Group gap="xs" data-testid="ceremony-city-links">
        {cities.map((c) => (
          <Button
            key={`${c.state}/${c.city}`}
            component={Link}
            to={ceremonyPath(ceremony.slug, c.city)}
            variant="default"
            size="compact-sm"
            data-testid="ceremony-city-link"
          >
            {t('cities.link', { name, city: label(c.city) })} ·{' '}
            {t('cities.count', { count: c.pandits, formatted: formatNumber(c.pandits, lang) })}
          </Button>
        ))}
      </Group>
    </Box>
  );
}
