import { useUi, ui, type ModalSpec } from '../state/ui';
import { InfoModal } from './InfoModal';
import { LoginModal } from './LoginModal';
import { LevelUpModal } from './LevelUpModal';
import { SelfBanModal } from './SelfBanModal';
import { PromoCooldownModal } from './PromoCooldownModal';
import { CountryModal } from './CountryModal';
import { SkillGamingModal } from './SkillGamingModal';

function render(m: ModalSpec) {
  const close = () => ui.close(m.type);
  switch (m.type) {
    case 'info':
      return <InfoModal spec={m} onClose={close} />;
    case 'login':
      return <LoginModal onClose={close} />;
    case 'levelUp':
      return <LevelUpModal spec={m} onClose={close} />;
    case 'selfBan':
      return <SelfBanModal spec={m} />;
    case 'promoCooldown':
      return <PromoCooldownModal spec={m} onClose={close} />;
    case 'country':
      return <CountryModal spec={m} onClose={close} />;
    case 'skillGaming':
      return <SkillGamingModal onClose={close} />;
  }
}

export function ModalHost() {
  const { modals } = useUi();
  // Only the top modal is shown; the self-ban modal always wins.
  const top = modals.find((m) => m.type === 'selfBan') ?? modals[modals.length - 1];
  return top ? <>{render(top)}</> : null;
}
