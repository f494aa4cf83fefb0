import { GuardedOutlet } from './guarded-outlet.tsx';
import { ShellFrame } from './shell-frame.tsx';

/** The shell of the front office and of the public pages: top bar only. */
export function Shell() {
  return (
    <ShellFrame>
      <GuardedOutlet />
    </ShellFrame>
  );
}
