import { brand } from "@isp/brand";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, LANGUAGES } from "@isp/contracts/languages";

export const WEBVIEW_STORAGE_KEY = `${brand.id}.webview`;
export const COOKIES_DECLINED_STORAGE_KEY = `${brand.id}.cookiesDeclined`;

/**
 * Runs in <head> before the first paint, so nothing flashes:
 * - web-view mode (`isMobile=1`) is kept in session storage for the tab and hides the header;
 * - a cookie bar declined in this session stays hidden;
 * - the cookie bar waits for the page's fonts (`data-fonts-loading`): fixed to the bottom edge, it grows
 *   upwards when the Khmer font swaps in and rewraps its text, and that jump is a layout shift. Where
 *   the phone has the font (`local()`), nothing loads and it shows at once. `fonts.ready` is asked
 *   after parsing: asked earlier, it answers before any font has begun to load;
 * - the language lives in local storage and is mirrored in a cookie for the server: the cookie wins
 *   when present (the server rendered in it); if only storage has a choice, restore the cookie and reload;
 * - zod, when a form loads it, compiles no validators with `new Function`: the pages' policy refuses
 *   eval, so its probe would only be reported as a violation. Set here, zod itself stays out of pages
 *   without forms (it reads `__zod_globalConfig` when it loads).
 */
export const preferencesScript = `(function(){window.__zod_globalConfig={jitless:true};
var d=document.documentElement,f=document.fonts;
if(f){d.setAttribute("data-fonts-loading","");addEventListener("DOMContentLoaded",function(){f.ready.then(function(){d.removeAttribute("data-fonts-loading")})})}
try{var s=sessionStorage,l=localStorage;
if(new URLSearchParams(location.search).get("isMobile")==="1")s.setItem(${JSON.stringify(WEBVIEW_STORAGE_KEY)},"1");
if(s.getItem(${JSON.stringify(WEBVIEW_STORAGE_KEY)})==="1")d.setAttribute("data-webview","1");
if(s.getItem(${JSON.stringify(COOKIES_DECLINED_STORAGE_KEY)})==="1")d.setAttribute("data-cookies-declined","1");
var langs=${JSON.stringify(LANGUAGES)},m=document.cookie.match(/(?:^|; )${LANGUAGE_COOKIE}=([a-z]+)/),c=m&&m[1],k=${JSON.stringify(LANGUAGE_STORAGE_KEY)},st=l.getItem(k);
if(c&&langs.indexOf(c)>=0){l.setItem(k,c);}
else if(st&&langs.indexOf(st)>=0&&st!==${JSON.stringify(DEFAULT_LANGUAGE)}){document.cookie=${JSON.stringify(LANGUAGE_COOKIE)}+"="+st+"; Path=/; Max-Age=31536000; SameSite=Lax";location.reload();}
}catch(e){}})();`;
