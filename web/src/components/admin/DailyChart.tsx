// A small daily line chart drawn by uPlot (about 50 kB, canvas): imported only by the admin overview, so it lands
// in that lazy chunk and no public page pays for it.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartSeries = { label: string; values: number[]; color: string };

type Props = { dates: string[]; series: ChartSeries[]; height: number; axes?: boolean; label: string };

export function DailyChart({ dates, series, height, axes = false, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = dates.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: el.clientWidth || 300,
        height,
        legend: { show: false },
        cursor: { show: axes, points: { show: axes } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: axes
          ? [{ stroke: '#64748b', grid: { show: false } }, { stroke: '#64748b', grid: { stroke: '#e2e8f0' }, size: 44 }]
          : [{ show: false }, { show: false }],
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, fill: series.length === 1 ? `${s.color}22` : undefined, points: { show: false } }))],
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    // Follows the card's width (phones, a resized window).
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [dates, series, height, axes]);
  return <div ref={box} className="daily-chart" role="img" aria-label={label} />;
}
