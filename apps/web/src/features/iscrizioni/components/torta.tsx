import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';
import type { FettaGrafico } from '@zaino/domain/stati-iscrizione';

/**
 * A dashboard pie (@mantine/charts, loaded after the page's first paint: recharts is large). The
 * same figures are in the legend table next to it, which is what screen readers read.
 */
export default function Torta({ fette }: { fette: readonly FettaGrafico[] }) {
  const dati = fette.filter((f) => f.n > 0).map((f) => ({ name: f.etichetta, value: f.n, color: f.colore }));
  return (
    <div aria-hidden="true">
      {/* A single slice is the whole disc: a separator would draw a stray radius. */}
      <PieChart
        data={dati}
        size={170}
        withTooltip
        tooltipDataSource="segment"
        strokeWidth={dati.length > 1 ? 1 : 0}
        mx="auto"
      />
    </div>
  );
}
