import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../app/query';
import { Alert, Button, Card, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { DatePicker } from '../../app/dates';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/ui/LoadError';
import { errorMessage } from '../../app/errors';
import { MyAvailabilityQuery, SetMyAvailabilityMutation } from './operations';
import { TIME_SLOTS, availabilityInputSchema, indiaToday } from '@marketplace/schema/rules';
import { ruleIssue, ruleText } from '../../app/ruleForm';

/** Weekly hours (a set of the spec's slots per weekday) and blocked dates. */
export function AvailabilityEditor() {
  const { t } = useTranslation('booking');
  const { data, loading, error, refetch } = useQuery(MyAvailabilityQuery, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SetMyAvailabilityMutation);
  const [hours, setHours] = useState<string[][]>(() => Array.from({ length: 7 }, () => [...TIME_SLOTS]));
  const [blocked, setBlocked] = useState<string[]>([]);
  const availability = data?.me?.panditProfile?.availability;

  // The saved availability fills the editor whenever the server's copy changes (adjusted while rendering).
  const [loaded, setLoaded] = useState<typeof availability>(undefined);
  if (availability && availability !== loaded) {
    setLoaded(availability);
    const next = Array.from({ length: 7 }, () => [...TIME_SLOTS] as string[]);
    for (const w of availability.weeklyHours) next[w.weekday] = [...w.slots];
    setHours(next);
    setBlocked(availability.blockedDates.filter((d) => d >= indiaToday()));
  }

  if (loading && !data) return <Skeleton h={300} radius="md" />;
  if (error && !data) {
    return <LoadError title={t('availability.loadFailed')} error={error} onRetry={() => void refetch()} />;
  }
  if (!data?.me?.panditProfile) return <Alert color="orange">{t('workspace.notPandit')}</Alert>;

  async function submit() {
    const input = { weeklyHours: hours.map((slots, weekday) => ({ weekday, slots })), blockedDates: blocked };
    const issue = ruleIssue(availabilityInputSchema, input);
    if (issue) {
      notifications.show({ color: 'red', message: `${t('availability.saveFailed')} ${ruleText(issue)}` });
      return;
    }
    try {
      await save({ variables: { input } });
      notifications.show({ color: 'green', message: t('availability.saved') });
    } catch (e) {
      notifications.show({ color: 'red', message: `${t('availability.saveFailed')} ${errorMessage(e, t)}` });
    }
  }

  return (
    <Stack gap="lg" data-testid="availability-editor">
      <Text size="sm" c="dimmed">
        {t('availability.intro')}
      </Text>
      <Stack gap="xs">
        {hours.map((slots, weekday) => (
          <Card key={weekday} withBorder padding="sm" radius="md" data-testid={`availability-day-${weekday}`}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} w={110}>
                {t(`availability.weekdays.${weekday}`)}
              </Text>
              <Checkbox.Group
                value={slots}
                onChange={(v) => setHours((h) => h.map((s, i) => (i === weekday ? TIME_SLOTS.filter((x) => v.includes(x)) : s)))}
                aria-label={t(`availability.weekdays.${weekday}`)}
              >
                <Group gap="xs">
                  {TIME_SLOTS.map((slot) => (
                    <Checkbox key={slot} value={slot} label={slot} size="xs" data-testid={`availability-${weekday}-${slot}`} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Group gap={4}>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => setHours((h) => h.map((s, i) => (i === weekday ? [...TIME_SLOTS] : s)))}
                >
                  {t('availability.all')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => setHours((h) => h.map((s, i) => (i === weekday ? [] : s)))}
                >
                  {t('availability.none')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <div>
        <Text fw={600}>{t('availability.blocked')}</Text>
        <Text size="sm" c="dimmed" mb="xs">
          {t('availability.blockedHint')}
        </Text>
        <DatePicker
          type="multiple"
          value={blocked}
          onChange={(v) => setBlocked(v.map((d) => String(d).slice(0, 10)).sort())}
          minDate={indiaToday()}
          getDayAriaLabel={(d) => String(d).slice(0, 10)}
          data-testid="availability-blocked"
        />
      </div>
      <Group>
        <Button onClick={() => void submit()} loading={saving.loading} data-testid="availability-save">
          {t('availability.save')}
        </Button>
      </Group>
    </Stack>
  );
}
