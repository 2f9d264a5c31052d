import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useQuery } from '../../app/query';
import { Alert, Button, Card, Checkbox, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { DatePicker } from '../../app/dates';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/ui/LoadError';
import { errorMessage } from '../../app/errors';
import type { AvailabilityConflictFieldsFragment, SetAvailabilityInput } from '../../__generated__/graphql';
import { AvailabilityConflictsQuery, MyAvailabilityQuery, SetMyAvailabilityMutation } from './operations';
import { AvailabilityConflictList } from './AvailabilityConflicts';
import { TIME_SLOTS, availabilityInputSchema, indiaToday } from '@marketplace/schema/rules';
import { ruleIssue, ruleText } from '../../app/ruleForm';

/** Weekly hours (a set of the spec's slots per weekday) and blocked dates. */
export function AvailabilityEditor() {
  const { t } = useTranslation('booking');
  const { data, loading, error, refetch } = useQuery(MyAvailabilityQuery, { fetchPolicy: 'cache-and-network' });
  const client = useApolloClient();
  const [save, saving] = useMutation(SetMyAvailabilityMutation);
  const [checking, setChecking] = useState(false);
  // Bookings the new availability leaves out, shown before saving; and those the saved one leaves out.
  const [warning, setWarning] = useState<{ input: SetAvailabilityInput; conflicts: AvailabilityConflictFieldsFragment[] } | null>(
    null,
  );
  const [leftOut, setLeftOut] = useState<AvailabilityConflictFieldsFragment[]>([]);
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
    setChecking(true);
    try {
      const { data: preview } = await client.query({
        query: AvailabilityConflictsQuery,
        variables: { input },
        fetchPolicy: 'network-only',
      });
      const conflicts = preview?.availabilityConflicts ?? [];
      if (conflicts.length) setWarning({ input, conflicts });
      else await store(input);
    } catch (e) {
      notifications.show({ color: 'red', message: `${t('availability.saveFailed')} ${errorMessage(e, t)}` });
    } finally {
      setChecking(false);
    }
  }

  /** Saves; the answer lists the bookings the availability now leaves out (they stay booked). */
  async function store(input: SetAvailabilityInput) {
    setWarning(null);
    try {
      const { data: saved } = await save({ variables: { input } });
      setLeftOut(saved?.setMyAvailability.bookingsOutsideAvailability ?? []);
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
      {leftOut.length > 0 && (
        <Alert color="yellow" title={t('availability.leftOutTitle')} role="status" data-testid="availability-left-out">
          <Stack gap="xs">
            <Text size="sm">{t('availability.leftOutText')}</Text>
            <AvailabilityConflictList conflicts={leftOut} />
          </Stack>
        </Alert>
      )}
      <Group>
        <Button onClick={() => void submit()} loading={saving.loading || checking} data-testid="availability-save">
          {t('availability.save')}
        </Button>
      </Group>
      <Modal
        opened={warning !== null}
        onClose={() => setWarning(null)}
        title={t('availability.conflictTitle')}
        data-testid="availability-warning"
      >
        {warning && (
          <Stack gap="md">
            <Text size="sm">{t('availability.conflictText', { count: warning.conflicts.length })}</Text>
            <AvailabilityConflictList conflicts={warning.conflicts} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setWarning(null)} data-testid="availability-warning-back">
                {t('availability.conflictBack')}
              </Button>
              <Button
                color="orange"
                onClick={() => void store(warning.input)}
                loading={saving.loading}
                data-testid="availability-save-anyway"
              >
                {t('availability.conflictSave')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
