import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { chartColumns } from './partner';

interface Day {
  readonly day: string;
  readonly uses: number;
  readonly deposits: string;
  readonly earnings: string;
}

// uPlot loads with this chart only (the partner chunk's own import), never on
// the home route. Uses are bars on the left scale, earnings ($) a line on the
// right one.
export function CreatorChart({ days }: { days: readonly Day[] }) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const usesLabel = intl.formatMessage({ id: 'partner.chart.uses' });
  const earnedLabel = intl.formatMessage({ id: 'partner.chart.earnings' });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: { destroy: () => void } | null = null;
    let gone = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (gone) return;
      const data = chartColumns(days);
      const width = Math.max(280, el.clientWidth);
      plot = new UPlot(
        {
          width,
          height: 240,
          scales: { x: { time: true }, uses: { range: (_u, _min, max) => [0, Math.max(1, max)] }, usd: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          axes: [{ stroke: '#9aa3b5' }, { scale: 'uses', stroke: '#9aa3b5' }, { scale: 'usd', side: 1, stroke: '#9aa3b5', grid: { show: false }, values: (_u, ticks) => ticks.map((t) => `$${t}`) }],
          series: [
            {},
            { label: usesLabel, scale: 'uses', stroke: '#6c8cff', fill: 'rgba(108,140,255,0.25)', paths: UPlot.paths.bars?.({ size: [0.6, 40] }) },
            { label: earnedLabel, scale: 'usd', stroke: '#3ecf8e', width: 2 },
          ],
        },
        data,
        el,
      );
    });
    return () => {
      gone = true;
      plot?.destroy();
    };
  }, [days, usesLabel, earnedLabel]);
  return <div ref={box} className="partner-chart" data-testid="creator-chart" />;
}
