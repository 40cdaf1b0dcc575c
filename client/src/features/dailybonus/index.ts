// What other features may use of the daily bonus: the watch that draws the
// header link's dot and shows the reminder, loaded by the signed-in viewer's
// watch (users/ViewerWatch.tsx) after the first paint. Its page is routed by
// app/routing (casePages.ts).
export const loadDailyWatch = () => import('./DailyWatch');
