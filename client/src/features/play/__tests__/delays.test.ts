// Each game's animation, as announced to the server (delayMs), stays within
// the longest the server takes (generated from server/upgrade, contract and
// changer MaxDelay).
import { FAST_SPIN_MS, MAX_DELAY_MS as UPGRADE_MAX, SETTLE_MS as UPGRADE_SETTLE, SPIN_MS } from '../../upgrade/rules';
import { FAST_ROLL_MS, MAX_DELAY_MS as CONTRACT_MAX, ROLL_MS, SETTLE_MS as CONTRACT_SETTLE } from '../../contract/rules';
import { CHANGE_MS, FAST_CHANGE_MS } from '../../changer/rules';
import { MAX_DELAY_MS as CHANGER_MAX } from '../../changer/rules.gen';

it('announces no animation longer than the server holds a result back', () => {
  for (const ms of [SPIN_MS, FAST_SPIN_MS]) expect(ms + UPGRADE_SETTLE).toBeLessThanOrEqual(UPGRADE_MAX);
  for (const ms of [ROLL_MS, FAST_ROLL_MS]) expect(ms + CONTRACT_SETTLE).toBeLessThanOrEqual(CONTRACT_MAX);
  for (const ms of [CHANGE_MS, FAST_CHANGE_MS]) expect(ms).toBeLessThanOrEqual(CHANGER_MAX);
});
