import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { type SceltaUnita, scelteUnita } from '@zaino/domain/accesso';
import { useState } from 'react';
import { cercaUnitaQuery } from '../../features/organizzazione/api/cerca-unita.ts';
import { useElencaGruppi } from '../../features/organizzazione/api/elenca-gruppi.ts';
import { gruppoQuery } from '../../features/organizzazione/api/gruppo.ts';
import { PlainSelect } from '../../components/plain-select.tsx';
import { errorText } from '../../lib/errors.ts';
import { notifyError } from '../../lib/notify.ts';
import { queryClient } from '../../lib/query-client.ts';
import { SEZIONE, session, type UnitChoice } from '../../lib/session-store.ts';
import { useViewer } from './use-viewer.ts';

const keyOf = (s: { branca: string | null; id_gruppo: number | null }) =>
  `${s.branca ?? ''}|${s.id_gruppo ?? ''}`;

/** Spec 1 §4.4: the party of a unit choice (group party for G, unit party otherwise, 1 for the section). */
async function idParteOf(scelta: SceltaUnita): Promise<number> {
  if (scelta.id_gruppo === null || scelta.branca === null) return SEZIONE.id_parte;
  if (scelta.branca === 'G') {
    const gruppo = await queryClient.fetchQuery(gruppoQuery(scelta.id_gruppo));
    if (gruppo?.id_parte == null) throw new Error(NON_TROVATO.gruppo);
    return gruppo.id_parte;
  }
  const unita = await queryClient.fetchQuery(cercaUnitaQuery(scelta.branca, scelta.id_gruppo));
  if (unita?.id_parte == null) throw new Error(NON_TROVATO.unita);
  return unita.id_parte;
}

/** Spec 1 §2.4 / §6: the unit selector; 'Sezione' for everyone, then the viewer's units and groups. */
export function UnitSelector() {
  const { nomine, persona } = useViewer();
  const gruppi = useElencaGruppi(persona.isSuccess);
  const choice = session.use((s) => s.unitChoice);
  const [pending, setPending] = useState(false);
  const scelte = scelteUnita(nomine, gruppi.data ?? []);

  const onChange = async (key: string) => {
    const scelta = scelte.find((s) => keyOf(s) === key);
    if (!scelta) return;
    setPending(true);
    try {
      const next: UnitChoice = { ...scelta, id_parte: await idParteOf(scelta) };
      session.set({ unitChoice: next });
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <PlainSelect
      label="Unità"
      value={keyOf(choice)}
      disabled={pending}
      onChange={(value) => void onChange(value)}
      data={scelte.map((s) => ({ value: keyOf(s), label: s.label }))}
    />
  );
}
