/**
 * After a login, a listing page reloads in place so that it shows the signed-in actions; any other
 * page goes to the home page. "/house/" matches in any letter case.
 */
export function shouldReloadInPlace(pathname: string): boolean {
  return pathname.toLowerCase().includes('/house/')
}
