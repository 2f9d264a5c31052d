/**
 * The Overview's two charts (@mantine/charts on recharts): bookings and revenue per month for the last 12
 * months, and bookings by status. Loaded only with the admin Overview (its own chunk, with the charts' CSS).
 * Each chart is a figure with a visible title; the SVG is hidden from assistive technology and the same
 * figures are given as a visually hidden table (the text alternative).
 */
import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { CompositeChart, DonutChart } from '@mantine/charts';
import { Paper, Table, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../../__generated__/graphql';
import { formatDate, formatMoney, formatNumber } from '../../../app/format';

const STATUS_COLORS: Record<BookingStatus, string> = {
  PENDING: 'yellow.6',
  CONFIRMED: 'blue.6',
  COMPLETED: 'green.6',
  CANCELLED: 'red.6',
};

function ChartFigure({
  id,
  title,
  headers,
  rows,
  children,
  testId,
}: {
  id: string;
  title: string;
  headers: string[];
  rows: string[][];
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper component="figure" withBorder radius="md" p="md" m={0} aria-labelledby={`${id}-title`} data-testid={testId}>
      <Title order={3} fz="h5" mb="sm" id={`${id}-title`}>
        {title}
      </Title>
      <div aria-hidden="true">{children}</div>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r[0]}>
                {r.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Paper>
  );
}

export function MonthlyChart({ months }: { months: ReadonlyArray<{ month: string; bookings: number; revenue: number }> }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const data = months.map((m) => ({
    label: formatDate(`${m.month}-15`, lang, { month: 'short', year: '2-digit' }),
    bookings: m.bookings,
    revenue: m.revenue,
  }));
  const bookingsLabel = t('overview.chartBookings');
  const revenueLabel = t('overview.chartRevenue');
  return (
    <ChartFigure
      id="overview-monthly"
      testId="overview-monthly"
      title={t('overview.monthly')}
      headers={[t('overview.chartMonth'), bookingsLabel, revenueLabel]}
      rows={data.map((d) => [d.label, formatNumber(d.bookings, lang), formatMoney(d.revenue, lang)])}
    >
      <CompositeChart
        h={260}
        data={data}
        dataKey="label"
        withLegend
        withRightYAxis
        composedChartProps={{ accessibilityLayer: false }}
        rightYAxisProps={{ tickFormatter: (v: number) => formatNumber(v, lang) }}
        valueFormatter={(v) => formatNumber(v, lang)}
        series={[
          { name: 'bookings', label: bookingsLabel, color: 'orange.6', type: 'bar' },
          { name: 'revenue', label: revenueLabel, color: 'blue.6', type: 'line', yAxisId: 'right' },
        ]}
        tooltipAnimationDuration={0}
      />
    </ChartFigure>
  );
}

export function StatusChart({ counts }: { counts: ReadonlyArray<{ status: BookingStatus; count: number }> }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const data = counts.map((c) => ({
    label: t(`bookingStatus.${c.status}`),
    count: c.count,
    color: STATUS_COLORS[c.status],
  }));
  const countLabel = t('overview.chartBookings');
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <ChartFigure
      id="overview-status"
      testId="overview-status"
      title={t('overview.byStatus')}
      headers={[t('overview.chartStatus'), countLabel]}
      rows={data.map((d) => [d.label, formatNumber(d.count, lang)])}
    >
      <DonutChart
        h={260}
        size={180}
        thickness={28}
        mx="auto"
        data={data.map((d) => ({ name: d.label, value: d.count, color: d.color }))}
        chartLabel={formatNumber(total, lang)}
        withLegend
        withLabels={false}
        accessibilityLayer={false}
        pieProps={{ rootTabIndex: -1 }}
        valueFormatter={(v) => formatNumber(v, lang)}
        tooltipAnimationDuration={0}
      />
    </ChartFigure>
  );
}

/** Both charts (the default export, loaded lazily by the Overview). */
export default function OverviewCharts({
  monthly,
  byStatus,
}: {
  monthly: ReadonlyArray<{ month: string; bookings: number; revenue: number }>;
  byStatus: ReadonlyArray<{ status: BookingStatus; count: number }>;
}) {
  return (
    <>
      <MonthlyChart months={monthly} />
      <StatusChart counts={byStatus} />
    </>
  );
}
