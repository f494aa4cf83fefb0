import { Button, Group, List, Modal } from '@mantine/core';
import { MSG_COMPLETAMENTO } from '@zaino/domain/form-registrazione';

/** Spec 1 §5.2, spec 2 §5: a form's errors are listed in a modal titled 'Controlla i dati inseriti:'. */
export function CheckDataModal({ messages, onClose }: { messages: string[]; onClose: () => void }) {
  return (
    <Modal opened={messages.length > 0} onClose={onClose} title={MSG_COMPLETAMENTO.titoloRiepilogo} centered>
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
