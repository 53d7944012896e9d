// The basket's size before the stores rehydrate. The persisted stores load in an effect after the
// first render, so without this the header's basket badge read 0 and, on pages outside SHOP, the
// secondary bar (on whenever the basket has items) appeared late and pushed the page
// down. This script runs in <head> before the body paints: it reads the persisted basket and marks
// <html data-basket-units="n">, and sets --basket-units for the badge; CSS then reserves the bar
// and draws the badge (components/shell/SecondaryBar.module.css, CartButton.module.css) until the
// stores take over. It is one fixed string, so the nonce pages' policy allows it by its hash
// (lib/security/csp.ts; tests/basket-hint.test.ts checks both).
import { STATE_PERSISTENCE_KEY } from "./constants";

/** The attribute on <html> that says the persisted basket holds bottles or cans (its count, "99+" above 99). */
export const BASKET_HINT_ATTRIBUTE = "data-basket-units";

// ES5 on purpose: it runs before anything else and must never throw (private mode, corrupt JSON).
export const BASKET_HINT_SCRIPT =
  `(function(){try{var r=JSON.parse(localStorage.getItem(${JSON.stringify(STATE_PERSISTENCE_KEY)})||"{}"),` +
  `c=r&&r.cart&&r.cart.state&&r.cart.state.cart,i=c&&c.items,n=0,k;` +
  `if(!i||!i.length)return;for(k=0;k<i.length;k++)n+=(+i[k].quantity||0)*(+i[k].multipackQuantity||0);` +
  `if(n>0){var s=n>99?"99+":String(n),d=document.documentElement;` +
  `d.setAttribute(${JSON.stringify(BASKET_HINT_ATTRIBUTE)},s);d.style.setProperty("--basket-units",'"'+s+'"')}}catch(e){}})()`;

/** CSP source for the script: 'sha256-…' of its exact text (checked against BASKET_HINT_SCRIPT by the unit test). */
export const BASKET_HINT_SCRIPT_HASH = "'sha256-z+DLO6EOShLZHZxI4qJ2EzKhrq6D6LpPC4XIUXBOJOs='";
