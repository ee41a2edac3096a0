import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SalesDay } from '@shop/contract';
import { formatMoney } from '@shop/contract';
import { dayLabel } from './day-label';

/**
 * Revenue per UTC day as bars, in the theme's colours (readable in light and dark). Screen readers get
 * the same figures from the visually hidden table beside it (RevenueTable).
 */
const RevenueChart = ({ days }: { days: SalesDay[] }) => {
  const theme = useTheme();
  return (
    <Box
      component="figure"
      aria-label="Revenue per day chart (its figures are in the table that follows)"
      data-testid="revenue-chart"
      sx={{ width: 1, height: 260, m: 0 }}
    >
      <BarChart
        height={260}
        dataset={days.map((day) => ({ day: dayLabel(day.day), revenue: day.revenue }))}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'day',
            height: 28,
            tickInterval: (_value, index) => index % 5 === 0,
            tickLabelInterval: (_value, index) => index % 5 === 0,
          },
        ]}
        // As wide as its longest label: money reads in full ("$1,200.00"), never cut short.
        yAxis={[{ valueFormatter: (value: number) => formatMoney(value), width: 'auto' }]}
        series={[
          {
            dataKey: 'revenue',
            label: 'Revenue',
            color: theme.palette.primary.main,
            valueFormatter: (v) => formatMoney(v ?? 0),
          },
        ]}
        hideLegend
        margin={{ left: 8, right: 16, top: 16, bottom: 4 }}
      />
    </Box>
  );
};

export default RevenueChart;
