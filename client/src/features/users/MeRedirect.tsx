import { LNavigate } from '../../app/routing/lang';
import { useViewer } from '../../app/layout/viewer';

/** user/me -> user/{id} (keeping the history tab and the hash), or home when not signed in. */
export default function MeRedirect() {
  const me = useViewer();
  return <LNavigate to={me ? `/user/${encodeURIComponent(me.id)}${window.location.search}${window.location.hash}` : '/'} />;
}
