import { List, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LinkButton } from '../../../components/auth-steps/link-button.tsx';

/** Spec 1 §2.7: who to ask for a registration code. */
export function CodeHelpModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Chi mi dà il codice di registrazione?" centered>
      <Text fz="sm" mb="sm">
        Il codice di registrazione (9 caratteri, o un link che finisce con il codice) ti viene consegnato dai
        capi. Chiedilo a:
      </Text>
      <List size="sm" spacing={6} data-testid="aiuto-chi-chiedere">
        <List.Item>
          <b>genitori, lupetti, esploratori e guide, rover e scolte</b>: ai capi della propria unità o ai capi
          gruppo;
        </List.Item>
        <List.Item>
          <b>capi e adulti di un'unità</b>: al capo gruppo;
        </List.Item>
        <List.Item>
          <b>membri del clan</b>: al capo clan;
        </List.Item>
        <List.Item>
          <b>capi gruppo</b>: al commissario.
        </List.Item>
      </List>
    </Modal>
  );
}

/** The link that opens the help modal. */
export function CodeHelpLink() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <LinkButton onClick={open} ta="center">
        Non hai un codice? Ecco a chi chiederlo
      </LinkButton>
      <CodeHelpModal opened={opened} onClose={close} />
    </>
  );
}
