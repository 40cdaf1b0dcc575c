/** The message for a server refusal: its api.* text when the catalogue has it. */
export function reasonMessage(reason: string, known: (id: string) => boolean): string {
  return reason.startsWith('api.') && known(reason) ? reason : 'api.generic';
}
