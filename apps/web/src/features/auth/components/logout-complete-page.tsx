import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { logout } from '../../../lib/logout.ts';

/** Spec 1 §2.1 /logout-complete (needs login): signs out, clears the session, then goes to /login. */
export function LogoutCompletePage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void logout().then(() => {
      if (active) navigate('/login', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return <Loading />;
}
