import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props extends AnchorProps {
  onClick: () => void;
  children: ReactNode;
}

/**
 * A text link that acts in place (back, resend, switch step): a button that looks like a link, padded
 * to a 40 px touch target (22 px of text + 2 × 9 px).
 */
export function LinkButton({ onClick, children, ...props }: Props) {
  return (
    <Anchor component="button" type="button" fz="sm" py={9} onClick={onClick} {...props}>
      {children}
    </Anchor>
  );
}
