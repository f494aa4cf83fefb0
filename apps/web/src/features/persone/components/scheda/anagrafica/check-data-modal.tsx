import { Button, Group, List, Modal } from '@mantine/core';
import { MSG_PERSONA } from '@zaino/domain/form-persona';

/** Spec 2 §5: the errors of a save are listed in a modal 'Controlla i dati inseriti:'. */
export function CheckDataModal({ messages, onClose }: { messages: string[]; onClose: () => void }) {
  return (
    <Modal opened={messages.length > 0} onClose={onClose} title={MSG_PERSONA.titoloRiepilogo} centered>
      <List size="sm" spacing={4} data-testid="riepilogo-errori">
        {messages.map((m) => (
          <List.Item key={m}>{m}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          Ho capito
        </Button>
      </Group>
    </Modal>
  );
}
