import { formatAnnoScout } from '@zaino/domain/anno-scout';
import { useAnniScout } from '../../features/organizzazione/api/get-anni-scout.ts';
import { PlainSelect } from '../../components/plain-select.tsx';
import { session } from '../../lib/session-store.ts';

/** Spec 1 §2.4: the scout-year selector, shown only when more than one year exists, as 2025/2026. */
export function YearSelector() {
  const anni = useAnniScout();
  const selected = session.use((s) => s.annoScout);
  const list = [...(anni.data ?? [])].sort((a, b) => b.anno_scout - a.anno_scout);
  if (list.length <= 1) return null;
  return (
    <PlainSelect
      label="Anno scout"
      value={selected === null ? '' : String(selected)}
      onChange={(value) => session.set({ annoScout: Number(value) })}
      data={list.map((a) => ({ value: String(a.anno_scout), label: formatAnnoScout(a.anno_scout) }))}
    />
  );
}
