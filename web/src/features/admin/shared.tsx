import type { ReactNode } from 'react';
import { serverFieldErrors as fieldErrorsOf } from '../../app/errors';
import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingStatus, PaymentStatus } from '../../__generated__/graphql';
import { RULE_MESSAGES } from '@marketplace/schema/rules';
import { ADMIN_RULE_MESSAGES } from '@marketplace/schema/rules/admin';

/** One figure on a card. */
export function StatCard({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

const STATUS_COLORS: Record<BookingStatus, string> = {
  PENDING: 'yellow',
  CONFIRMED: 'blue',
  COMPLETED: 'green',
  CANCELLED: 'gray',
};
const PAYMENT_COLORS: Record<PaymentStatus, string> = { PENDING: 'yellow', PAID: 'green', REFUNDED: 'gray' };

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`bookingStatus.${status}`)}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={PAYMENT_COLORS[status]} variant="outline">
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}

/** Horizontal bars (no chart library is installed): a label, a bar scaled to the largest value, the value. */
export function Bars({
  rows,
  label,
}: {
  rows: Array<{ key: string; label: string; value: number; text: string }>;
  label: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Stack gap={6} role="list" aria-label={label}>
      {rows.map((r) => (
        <Group key={r.key} gap="xs" wrap="nowrap" role="listitem">
          <Text size="xs" w={90} style={{ flexShrink: 0 }}>
            {r.label}
          </Text>
          <Box style={{ flex: 1, background: 'var(--mantine-color-gray-1)', borderRadius: 4, height: 14 }}>
            <Box
              style={{
                width: `${(r.value / max) * 100}%`,
                background: 'var(--mantine-color-orange-6)',
                height: 14,
                borderRadius: 4,
              }}
            />
          </Box>
          <Text size="xs" w={90} ta="right" style={{ flexShrink: 0 }}>
            {r.text}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

export const BOOKING_STATUSES: BookingStatus[] = ['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED'];
export const PAYMENT_STATUSES: PaymentStatus[] = ['PENDING', 'PAID', 'REFUNDED'];

/** A rule message (shared RULE_MESSAGES or the admin's ADMIN_RULE_MESSAGES) in the current language. */
export function ruleText(key: string, lang: string): string {
  const entry =
    (RULE_MESSAGES as Record<string, { en: string; hi: string }>)[key] ??
    (ADMIN_RULE_MESSAGES as Record<string, { en: string; hi: string }>)[key];
  if (!entry) return key;
  return lang.startsWith('hi') ? entry.hi : entry.en;
}

/**
 * Checks form values with a contract schema: field name → message in the current language (first issue per field),
 * or null when valid. The server checks the same schema and answers the same keys.
 */
export function formErrors(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
  values: unknown,
  lang: string,
) {
  const r = schema.safeParse(values);
  if (r.success) return null;
  const out: Record<string, string> = {};
  for (const issue of r.error!.issues) {
    const field = String(issue.path[0] ?? '');
    out[field] ??= ruleText(issue.message, lang);
  }
  return out;
}

/** A server VALIDATION_FAILED's field errors (the one error helper) as field name → message in the current language. */
export function serverFieldErrors(error: unknown, lang: string): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([field, message]) => [field, ruleText(message, lang)]));
}
