import { Modal, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** Spec 2 §2/§5: search by registration code or link (9 characters); result person, kinships, users. */
export function CercaCodiceDialog({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cerca codice di registrazione">
      <Text>Questa funzione è in costruzione.</Text>
    </Modal>
  );
}
