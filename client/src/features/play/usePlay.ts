import { useEffect, useRef } from 'react';
import { useMutation, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable, type MutationParameters } from 'relay-runtime';
import { handleApiError } from '../../app/errors/handle';
import { noteLevelUp, showLevelUp, type Viewer } from './levelUp';
import { useSound } from './useSound';
import { useSpin } from './useSpin';

interface Options<M extends MutationParameters, P> {
  mutation: GraphQLTaggedNode;
  /** The play in the mutation's answer. */
  payloadOf: (response: M['response']) => P;
  /** The player's level after the play (a level-up is shown with the result). */
  levelOf: (played: P) => number;
  me: Viewer | null | undefined;
  /** The error catalogue's area for a refusal (yellow notices). */
  area: string;
  /** Muted, or a game without sound. */
  mute: boolean;
  /** A refusal the page answers itself: true when it did. */
  onRefused?: (e: Error) => boolean;
}

export interface PlayTiming<P> {
  durationMs: number;
  settleMs: number;
  /** Runs with the answer, before the animation starts (the page clears its selection). */
  onPlayed?: (played: P) => void;
}

/**
 * One play of a game that takes drops: the mutation, its answer kept in the
 * store while the result reads it, the animation (useSpin), its sound, and
 * the level-up shown with the result.
 */
export function usePlay<M extends MutationParameters, P>(o: Options<M, P>) {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<M>(o.mutation);
  const sound = useSound(o.mute);
  const me = useRef(o.me);
  useEffect(() => {
    me.current = o.me;
  });
  const spin = useSpin<P>(() => showLevelUp(me.current));
  // The result reads the play from the store: keep it until the next play or leaving.
  const retained = useRef<Disposable | null>(null);
  useEffect(() => () => retained.current?.dispose(), []);

  const play = (variables: M['variables'], t: PlayTiming<P>) => {
    sound.unlock();
    const levelBefore = o.me?.levelBasedOnXp ?? 0;
    commit({
      variables,
      onCompleted: (response) => {
        retained.current?.dispose();
        retained.current = environment.retain(createOperationDescriptor(getRequest(o.mutation), variables));
        const played = o.payloadOf(response);
        t.onPlayed?.(played);
        spin.start(played, t.durationMs, t.settleMs);
        sound.spin(t.durationMs);
        noteLevelUp(levelBefore, o.levelOf(played));
      },
      onError: (e) => {
        if (o.onRefused?.(e)) return;
        handleApiError(e, { area: o.area });
      },
    });
  };

  return { ...spin, play, busy: inFlight || spin.spinning };
}
