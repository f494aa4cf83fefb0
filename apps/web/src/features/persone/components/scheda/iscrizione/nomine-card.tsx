import { ActionIcon, Button, Card, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { richiedeGruppo } from '@zaino/domain/ruoli';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../../../lib/notify.ts';
import {
  type PersonaIscrizione,
  useModificaNomina,
  useRuoliEGruppi,
} from '../../../api/iscrizione-persona.ts';
import { ConfermaAzione } from '../../../../../components/conferma-azione.tsx';
import { gruppiOfferti, nominaGestibile, ruoliOfferti } from './nomine-assegnabili.ts';
import { erroreDi } from './voce.tsx';
import { AzioniDialogo } from '../../../../../components/azioni-dialogo.tsx';

type Iscrizione = NonNullable<PersonaIscrizione['iscrizione']>;
type Nomina = Iscrizione['nomine'][number];

/** Edit and delete side by side: 40 px each, easy to hit apart on a phone (as decision 0502). */
const TOCCO = 40;

/** Spec 2 §6: a role with a group is shown as role plus group number. */
const descrivi = (n: Nomina) => `${n.ruolo.nome}${n.gruppo ? ` · gruppo ${n.gruppo.numero}` : ''}`;

/**
 * Spec 2 §2 appointments of an enrolment: the list, and (catalogue 'nomina.gestisci': super, or a
 * CG/VCG of the person's group, in the active year) add, edit and delete, each confirmed; the choices
 * and buttons are those the server allows this viewer (nomine-assegnabili.ts).
 */
export function NomineCard({ iscrizione }: { iscrizione: Iscrizione }) {
  const gestisce = iscrizione.viewerCan.includes('nomina.gestisci') && iscrizione.ruoliNominabili.length > 0;
  const [modulo, setModulo] = useState<{ nomina: Nomina | null } | null>(null);
  const [elimina, setElimina] = useState<Nomina | null>(null);
  const modifica = useModificaNomina();

  const conferma = async () => {
    if (!elimina) return;
    try {
      await modifica.mutateAsync({ id_nomina: elimina.id_nomina, elimina: true });
      notifySuccess('Nomina eliminata con successo!');
      setElimina(null);
    } catch (e) {
      notifyError(erroreDi(e));
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="nomine">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Nomine
        </Title>
        {gestisce && (
          <Button size="sm" leftSection={<IconPlus size={16} />} onClick={() => setModulo({ nomina: null })}>
            Aggiungi nomina
          </Button>
        )}
      </Group>
      {iscrizione.nomine.length === 0 ? (
        <Text c="dimmed">Nessuna nomina</Text>
      ) : (
        <Stack gap={6}>
          {iscrizione.nomine.map((n) => (
            <Group key={n.id_nomina} justify="space-between" wrap="nowrap" data-testid="nomina">
              <Text>{descrivi(n)}</Text>
              {gestisce && nominaGestibile(iscrizione, n) && (
                <Group gap="xs" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size={TOCCO}
                    aria-label={`Modifica ${descrivi(n)}`}
                    onClick={() => setModulo({ nomina: n })}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={TOCCO}
                    aria-label={`Elimina ${descrivi(n)}`}
                    onClick={() => setElimina(n)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {modulo && (
        <NominaModal iscrizione={iscrizione} nomina={modulo.nomina} onClose={() => setModulo(null)} />
      )}
      <ConfermaAzione
        opened={elimina != null}
        title="Eliminare la nomina?"
        confirmLabel="Elimina"
        loading={modifica.isPending}
        onConfirm={() => void conferma()}
        onClose={() => setElimina(null)}
      >
        {elimina && `La nomina ${descrivi(elimina)} sarà eliminata.`}
      </ConfermaAzione>
    </Card>
  );
}

/** Add or edit an appointment: the role, and the group only when the role asks for one (spec 2 §6). */
function NominaModal({
  iscrizione,
  nomina,
  onClose,
}: {
  iscrizione: Iscrizione;
  nomina: Nomina | null;
  onClose: () => void;
}) {
  const catalogo = useRuoliEGruppi(true);
  const modifica = useModificaNomina();
  const [ruolo, setRuolo] = useState<string | null>(nomina?.id_ruolo ?? null);
  const [gruppo, setGruppo] = useState<string | null>(
    nomina?.id_gruppo != null ? String(nomina.id_gruppo) : null,
  );
  const [errore, setErrore] = useState<string | null>(null);
  const [conferma, setConferma] = useState(false);
  const conGruppo = ruolo != null && richiedeGruppo(ruolo);

  const valida = () => {
    if (!ruolo) return setErrore('Scegliere un ruolo valido');
    if (conGruppo && !gruppo) return setErrore('Scegliere il gruppo della nomina');
    setErrore(null);
    setConferma(true);
  };
  const salva = async () => {
    try {
      await modifica.mutateAsync({
        id_nomina: nomina?.id_nomina ?? null,
        id_iscrizione: iscrizione.id_iscrizione,
        id_ruolo: ruolo,
        id_gruppo: conGruppo ? Number(gruppo) : null,
      });
      notifySuccess(nomina ? 'Nomina modificata con successo!' : 'Nomina aggiunta con successo!');
      onClose();
    } catch (e) {
      setConferma(false);
      notifyError(erroreDi(e));
    }
  };

  return (
    <>
      <Modal
        opened={!conferma}
        onClose={onClose}
        title={nomina ? 'Modifica nomina' : 'Aggiungi nomina'}
        centered
      >
        <Stack>
          <Select
            label="Ruolo"
            placeholder="Scegli il ruolo"
            searchable
            // The dialog opens on this field; its list opens on a click or on typing, so a first
            // Escape closes the dialog, as in every other dialog.
            data-autofocus
            openOnFocus={false}
            data={ruoliOfferti(iscrizione, catalogo.data?.getRuoli ?? []).map((r) => ({
              value: r.id_ruolo,
              label: `${r.id_ruolo} · ${r.nome}`,
            }))}
            value={ruolo}
            onChange={setRuolo}
            error={errore && !ruolo ? errore : undefined}
            comboboxProps={{ withinPortal: true }}
          />
          {conGruppo && (
            <Select
              label="Gruppo"
              placeholder="Scegli il gruppo"
              data={gruppiOfferti(iscrizione, catalogo.data?.elencaGruppi ?? []).map((g) => ({
                value: String(g.id_gruppo),
                label: `Gruppo ${g.numero}`,
              }))}
              value={gruppo}
              onChange={setGruppo}
              error={errore && ruolo ? errore : undefined}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <AzioniDialogo>
            <Button variant="default" onClick={onClose}>
              Annulla
            </Button>
            <Button onClick={valida}>Salva</Button>
          </AzioniDialogo>
        </Stack>
      </Modal>
      <ConfermaAzione
        opened={conferma}
        title={nomina ? 'Modificare la nomina?' : 'Aggiungere la nomina?'}
        distruttiva={false}
        confirmLabel="Conferma"
        loading={modifica.isPending}
        onConfirm={() => void salva()}
        onClose={() => setConferma(false)}
      >
        La nomina cambia ciò che la persona può vedere e fare in Zaino.
      </ConfermaAzione>
    </>
  );
}
