#!/usr/bin/env bash
# Lighthouse (mobile) of /shop/checkout with a full basket, on an already running server:
#   bash scripts/lighthouse-checkout.sh http://localhost:3000 [SKU]
# Makes a guest cart of 24 × a 330 ml product (one full Small Drinks Box) through the real sync
# API, then audits checkout with that cart's cookie, so the page measured is the ready form.
set -euo pipefail
BASE="${1:?usage: bash scripts/lighthouse-checkout.sh BASE_URL [SKU]}"
SKU="${2:-AF-BER-LAG-001}"
GUEST_ID="$(node -e 'console.log(crypto.randomUUID())')"
CART_ID="$(curl -sf -X POST "$BASE/api/shop/cart/sync_guest" -H 'content-type: application/json' \
  -d "{\"cart\":{\"id\":null,\"guestId\":\"$GUEST_ID\",\"version\":0,\"items\":[{\"quantity\":24,\"metadata\":{\"productSKU\":\"$SKU\",\"multipackSKU\":null}}]}}" |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const b=JSON.parse(s).data;if(!b.cartValidity.valid)process.exit(1);console.log(b.cart.id)})')"
echo "cart $CART_ID (guest $GUEST_ID)"
LIGHTHOUSE_EXTRA_HEADERS="{\"Cookie\":\"afcctid=$CART_ID\"}" exec bash "$(dirname "$0")/lighthouse.sh" "$BASE/shop/checkout"
