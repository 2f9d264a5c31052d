import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { indiaToday } from '@marketplace/schema/rules/calendar';
import { useQuery } from '../../app/query';
import { formatDate } from '../../app/format';
import { MuhuratCeremony } from '@marketplace/schema/rules/__generated__/contract';
import { SuggestMuhuratQuery } from './operations';

/** The ceremonies with agreed muhurat rules: the contract's list. */
const CEREMONIES = Object.values(MuhuratCeremony);

/**
 * The booking dialog's "Suggest dates" (issue #38): for a ceremony with muhurat rules, the next dates that fit them at
 * the pandit's city on which the pandit has a free slot outside Rahu Kaal (`suggestMuhuratDates`); choosing one sets
 * the booking's date. Names the rules' source and says that the pandit confirms the muhurat with the family.
 */
export function MuhuratSuggest({ panditId, onPick }: { panditId: string; onPick: (date: string) => void }) {
  const { t, i18n } = useTranslation('panchang');
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const [open, setOpen] = useState(false);
  const [ceremony, setCeremony] = useState<MuhuratCeremony>('GRIHA_PRAVESH');
  const query = useQuery(SuggestMuhuratQuery, {
    variables: { panditId, ceremony, from: indiaToday() },
    skip: !open,
  });
  if (!open) {
    return (
      <Group>
        <Button size="xs" variant="light" onClick={() => setOpen(true)} data-testid="muhurat-suggest">
          {t('suggest.button')}
        </Button>
      </Group>
    );
  }
  const rules = query.data?.muhuratRules ?? [];
  const rule = rules.find((r) => r.ceremony === ceremony);
  const dates = query.data?.suggestMuhuratDates ?? [];
  const ceremonyName = rule?.name[lang] ?? ceremony;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="muhurat-panel">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Select
            label={t('suggest.ceremony')}
            data={CEREMONIES.map((c) => ({ value: c, label: rules.find((r) => r.ceremony === c)?.name[lang] ?? c }))}
            value={ceremony}
            onChange={(v) => v && setCeremony(v)}
            allowDeselect={false}
            data-testid="muhurat-ceremony"
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
          <Button size="xs" variant="subtle" onClick={() => setOpen(false)}>
            {t('suggest.close')}
          </Button>
        </Group>
        <Text size="sm" fw={600}>
          {t('suggest.title', { ceremony: ceremonyName })}
        </Text>
        {query.loading && !query.data ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('suggest.loading')}</Text>
          </Group>
        ) : query.error && !query.data ? (
          <Alert color="red">
            {t('suggest.failed')}{' '}
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('suggest.retry')}
            </Button>
          </Alert>
        ) : dates.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="muhurat-none">
            {t('suggest.none')}
          </Text>
        ) : (
          <Stack gap={4}>
            {dates.map((d) => (
              <Group key={d.date} justify="space-between" wrap="nowrap" gap="xs" data-testid="muhurat-date" data-date={d.date}>
                <div>
                  <Text size="sm" fw={500}>
                    {formatDate(d.date, lang, { weekday: 'short', day: 'numeric', month: 'short' })} ·{' '}
                    {d.panchang.tithi.pakshaName[lang]} {d.panchang.tithi.name[lang]} · {d.panchang.nakshatra.name[lang]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('suggest.slots', { count: d.freeSlots.length, slots: d.freeSlots.join(', ') })}
                  </Text>
                </div>
                <Button size="xs" variant="light" onClick={() => onPick(d.date)} data-testid="muhurat-pick">
                  {t('suggest.pick')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {rule && (
          <Text size="xs" c="dimmed" data-testid="muhurat-source">
            {t('suggest.source', { source: rule.source[lang] })} {t('suggest.avoid', { avoid: rule.avoid[lang] })}
          </Text>
        )}
        <Text size="xs" fw={500} data-testid="muhurat-confirm">
          {t('suggest.confirm')}
        </Text>
      </Stack>
    </Paper>
  );
}
