import { FormattedMessage } from 'react-intl';
import { useLang } from '../../app/routing/lang';
import { formatWhen } from '../../i18n/dates';
import type { SeasonEventData } from './SeasonPage';

type Board = SeasonEventData['leaderboard'];
type Row = Board['data'][number];

/** The position a player without a place has (spec 9). */
export const NO_POSITION = 999;

function BoardRow({ row, own }: { row: Row; own?: boolean }) {
  return (
    <tr className={own ? 'season__own' : undefined} data-testid={own ? 'leaderboard-own' : 'leaderboard-row'}>
      <td>{row.position}</td>
      <td>{row.user?.nickname ?? ''}</td>
      <td>{row.points}</td>
      <td>{row.reward > 0 ? <FormattedMessage id="season.candiesShort" values={{ count: row.reward }} /> : '—'}</td>
    </tr>
  );
}

/** The day's leaderboard with the player's own row (below the top when they are not in it). */
export function Leaderboard({ board, final }: { board: Board; final?: boolean }) {
  const lang = useLang();
  const mine = board.current;
  const inTop = mine && board.data.some((r) => r.user?.id === mine.user?.id);
  return (
    <section className="season__board" data-testid="season-leaderboard">
      <h2 className="section-title">
        <FormattedMessage id={final ? 'season.finalBoard' : 'season.board'} />
      </h2>
      {board.nextReward && (
        <p className="muted">
          <FormattedMessage id="season.nextReward" values={{ date: formatWhen(board.nextReward as string, lang, true) }} />
        </p>
      )}
      {board.data.length === 0 ? (
        <p className="muted" data-testid="leaderboard-empty"><FormattedMessage id="season.boardEmpty" /></p>
      ) : (
        <table className="season__table">
          <thead>
            <tr>
              <th><FormattedMessage id="season.position" /></th>
              <th><FormattedMessage id="season.player" /></th>
              <th><FormattedMessage id="season.points" /></th>
              <th><FormattedMessage id="season.reward" /></th>
            </tr>
          </thead>
          <tbody>
            {board.data.map((r) => (mine && r.user?.id === mine.user?.id ? <BoardRow key={r.position} row={r} own /> : <BoardRow key={r.position} row={r} />))}
            {mine && !inTop && <BoardRow row={mine} own />}
          </tbody>
        </table>
      )}
      <p className="muted" data-testid="leaderboard-position">
        {board.userPosition === NO_POSITION ? <FormattedMessage id="season.noPosition" /> : <FormattedMessage id="season.yourPosition" values={{ position: board.userPosition }} />}
      </p>
    </section>
  );
}

/** The player's past days: position, candies paid, date. */
export function History({ entries }: { entries: SeasonEventData['history'] }) {
  return (
    <section className="season__history" data-testid="season-history">
      <h2 className="section-title"><FormattedMessage id="season.history" /></h2>
      {entries.length === 0 ? (
        <p className="muted"><FormattedMessage id="season.historyEmpty" /></p>
      ) : (
        <table className="season__table">
          <tbody>
            {entries.map((h) => (
              <tr key={h.day} data-testid="history-row">
                <td>{h.day}</td>
                <td>{h.userPosition === NO_POSITION ? '—' : <FormattedMessage id="season.yourPosition" values={{ position: h.userPosition }} />}</td>
                <td><FormattedMessage id="season.candiesShort" values={{ count: h.rewardCandies }} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
