// What other features may use of support: the profile's #support section
// and the watch that announces a ticket solved or closed (users/ViewerWatch).
export const loadSupportPanel = () => import('./SupportPanel');
export const loadSupportWatch = () => import('./SupportWatch');
/** The profile hash that opens the section (spec 2: user/{id}#support). */
export const SUPPORT_HASH = '#support';
/** The ticket whose thread is on screen (the header's bell keeps quiet about it; tests set it). */
export { viewedTicket, setViewedTicket } from './viewing';
