import type { ReactNode } from 'react';
import { serverFieldErrors as fieldErrorsOf } from '../../app/errors';
import { Badge, Pagination, Paper, Table, Text, VisuallyHidden, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingStatus, PaymentStatus } from '../../__generated__/graphql';
import { RULE_MESSAGES, isRuleMessageKey } from '@marketplace/schema/rules';

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
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
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

export const BOOKING_STATUSES: BookingStatus[] = ['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED'];
export const PAYMENT_STATUSES: PaymentStatus[] = ['PENDING', 'PAID', 'REFUNDED'];

/** A rule message (RULE_MESSAGES) in the current language; any other text unchanged. */
export function ruleText(key: string, lang: string): string {
  if (!isRuleMessageKey(key)) return key;
  return lang.startsWith('hi') ? RULE_MESSAGES[key].hi : RULE_MESSAGES[key].en;
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

/** Pagination with named controls (previous, next, each page) in the current language. */
export function AdminPagination(props: PaginationProps) {
  const { t } = useTranslation('admin');
  return (
    <Pagination
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? t('users.prevPage') : control === 'next' ? t('users.nextPage') : control,
      })}
      getItemProps={(page) => ({ 'aria-label': t('users.pageN', { page }) })}
      {...props}
    />
  );
}

/** The header cell over a table's row actions (named for screen readers, blank on screen). */
export function ActionsHeader() {
  const { t } = useTranslation('admin');
  return (
    <Table.Th>
      <VisuallyHidden>{t('form.actions')}</VisuallyHidden>
    </Table.Th>
  );
}

/**
 * For a form rendered through Mantine's `component="form"`: no browser-native checks ("Please fill out this
 * field." in the browser's language); the shared rules answer in the chosen language instead.
 */
export const NO_NATIVE_CHECKS = { noValidate: true } as const;
