import { createContext, use } from 'react';

/** The server render provides the origin the visitor reached; in the browser it is the page's own. */
export const PageOriginContext = createContext(typeof window === 'undefined' ? '' : window.location.origin);

/**
 * The site's origin as the visitor's browser sees it, for the absolute links of JSON-LD; the same on the server and in
 * the browser, so hydration matches. Call it while rendering (React's `use`: after an early return too).
 */
export const pageOrigin = (): string => use(PageOriginContext);
