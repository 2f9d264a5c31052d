import { Box, type BoxProps, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STAR = 'M12 2l2.94 6.26 6.86.74-5.13 4.62 1.44 6.75L12 16.9l-6.11 3.47 1.44-6.75L2.2 9l6.86-.74z';
const SIZES: Partial<Record<MantineSize, number>> = { xs: 14, sm: 18, md: 20, lg: 26 };

function Row({ px, color }: { px: number; color: string }) {
  return (
    <svg width={px * 5} height={px} viewBox="0 0 120 24" fill={color} style={{ display: 'block' }}>
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} />
      ))}
    </svg>
  );
}

/**
 * A rating shown, not asked for: five stars filled to `value` (fractions too), one image with its words ("Rated 4
 * out of 5") unless `decorative` (the number is written beside it). Mantine's Rating is for input: an input and a
 * label per star and per fraction (fifty for a tenth-star average), which a page of reviews on a phone pays for.
 */
export function Stars({
  value,
  size = 'md',
  decorative = false,
  ...box
}: { value: number; size?: MantineSize; decorative?: boolean } & BoxProps & { 'data-testid'?: string }) {
  const { t } = useTranslation();
  const px = SIZES[size] ?? 20;
  const shown = Math.max(0, Math.min(5, value));
  return (
    <Box
      {...box}
      component="span"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : t('rating.stars', { rating: shown })}
      aria-hidden={decorative || undefined}
      pos="relative"
      display="inline-block"
      w={px * 5}
      h={px}
    >
      <Row px={px} color="var(--mantine-color-gray-3)" />
      <span style={{ position: 'absolute', inset: 0, width: `${shown * 20}%`, overflow: 'hidden' }}>
        <Row px={px} color="var(--mantine-color-yellow-filled)" />
      </span>
    </Box>
  );
}
