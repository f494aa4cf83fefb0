import { Button, Modal, Stack, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  /** Whether paying without the donation still leaves something to pay. */
  puoContinuare: boolean;
  onCompleta: () => void;
  onContinua: () => void;
  onClose: () => void;
}

/** Spec 3 §2, §5: before a donation with missing fiscal data: complete them, or continue without it. */
export function DialogoDatiDonatore({ opened, puoContinuare, onCompleta, onContinua, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Dati per detrazione mancanti" centered>
      <Stack gap="md">
        <Text>
          Per ricevere una ricevuta della donazione valida per la detrazione servono nome, cognome, codice
          fiscale, indirizzo, comune e provincia di chi paga. Completa i tuoi dati: poi tornerai qui per
          pagare.
        </Text>
        <Stack gap="xs">
          <Button size="md" onClick={onCompleta} data-autofocus>
            Completa i dati
          </Button>
          {puoContinuare && (
            <Button size="md" variant="default" onClick={onContinua}>
              Continua senza donazione
            </Button>
          )}
          <Button size="md" variant="subtle" onClick={onClose}>
            Annulla
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
