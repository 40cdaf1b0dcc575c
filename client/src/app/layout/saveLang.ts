import { commitMutation, graphql } from 'react-relay';
import { environment } from '../env/relay';
import type { Lang } from '../../i18n/locales';
import type { saveLangMutation } from '../../__generated__/saveLangMutation.graphql';

// A module of its own: it loads when a player first switches language.
const mutation = graphql`
  mutation saveLangMutation($lang: String!) {
    setLang(lang: $lang) {
      id
      lang
    }
  }
`;

/** Remembers a signed-in player's language on the server: fire and forget, a failure is only logged. */
export function saveLang(lang: Lang): void {
  try {
    commitMutation<saveLangMutation>(environment, {
      mutation,
      variables: { lang },
      onError: (e) => console.warn('[setLang]', e),
    });
  } catch (e) {
    console.warn('[setLang]', e);
  }
}
