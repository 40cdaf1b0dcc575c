import { LNavigate } from '../../app/routing/lang';
import { useViewer } from '../../app/layout/viewer';

/** user/me -> user/{id}, or home when not signed in. */
export default function MeRedirect() {
  const me = useViewer();
  return <LNavigate to={me ? `/user/${encodeURIComponent(me.id)}${window.location.hash}` : '/'} />;
}
