// The popup layer's CSS, kept beside its component (rendered as one <style> with the layer).
// Desktop: a dimmed page with the popups side by side (or at the admin's position), the first on top.
// Phones: one popup at a time as a full-width sheet from the bottom.

export const POPUP_CSS = `
.popup-layer{position:fixed;inset:var(--popup-top,0) 0 0 0;z-index:1000;overflow:auto;overscroll-behavior:contain;font-family:inherit}
.popup-layer[hidden],.popup[hidden]{display:none}
.popup-layer__dim{position:fixed;inset:var(--popup-top,0) 0 0 0;background:rgba(9,22,40,.6)}
.popup-layer__stack{position:relative;display:flex;flex-wrap:wrap;justify-content:center;align-items:flex-start;gap:20px;padding:32px 24px;min-height:100%;box-sizing:border-box;pointer-events:none}
.popup{pointer-events:auto;position:relative;z-index:var(--popup-z);display:flex;flex-direction:column;width:var(--popup-w,420px);max-width:calc(100vw - 32px);box-sizing:border-box;background:#fff;color:#1d2733;border-radius:10px;box-shadow:0 18px 48px rgba(0,0,0,.35);overflow:hidden}
.popup--placed{position:absolute;left:var(--popup-x);top:var(--popup-y)}
.popup:focus{outline:none}
.popup:focus-visible{outline:3px solid #f5a623;outline-offset:3px}
.popup__head{padding:14px 20px;background:#12355b;color:#fff}
.popup__title{margin:0;font-size:1.0625rem;font-weight:700;line-height:1.4;word-break:keep-all}
.popup__content{max-height:var(--popup-h);overflow:auto}
.popup__image-link{display:block}
.popup__image{display:block;width:100%;height:auto}
.popup__html{padding:18px 22px;line-height:1.75;font-size:.9375rem;word-break:keep-all;overflow-wrap:anywhere}
.popup__html>:first-child{margin-top:0}
.popup__html>:last-child{margin-bottom:0}
.popup__html img{max-width:100%;height:auto}
.popup__html a{color:#0b5cad}
.popup__more{margin:0;padding:0 22px 18px}
.popup__more a{display:inline-block;padding:9px 16px;border-radius:6px;background:#12355b;color:#fff;text-decoration:none;font-weight:600}
.popup__foot{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:6px 10px;background:#f1f4f8;border-top:1px solid #dde3ea}
.popup__btn{font:inherit;font-size:.875rem;min-height:44px;padding:8px 12px;border:0;border-radius:6px;background:transparent;color:#1d2733;cursor:pointer}
.popup__btn:hover{background:#e2e8f0}
.popup__btn:focus-visible{outline:3px solid #f5a623;outline-offset:1px}
.popup__btn--close{font-weight:700}
.popup-sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (max-width:767px){
  .popup-layer__stack{position:fixed;left:0;right:0;bottom:0;top:auto;display:block;min-height:0;padding:0}
  .popup,.popup--placed{position:relative;left:auto;top:auto;width:100%;max-width:none;border-radius:16px 16px 0 0;box-shadow:0 -8px 32px rgba(0,0,0,.3)}
  .popup-layer.is-enhanced .popup:not(.is-front){display:none}
  .popup__content{max-height:min(var(--popup-h),62vh)}
  .popup__foot{padding:6px 10px calc(6px + env(safe-area-inset-bottom))}
}
@media (prefers-reduced-motion:no-preference){
  .popup-layer.is-enhanced .popup{animation:popup-in .18s ease-out}
  @keyframes popup-in{from{opacity:0;transform:translateY(12px)}to{opacity:1;transform:none}}
}
`;

/** Without JavaScript the popups are plain notices at the top of the page, in the flow, for this device only. */
export const POPUP_NOSCRIPT_CSS = `
.popup-layer[hidden]{display:block;position:static;overflow:visible}
.popup-layer__dim,.popup__foot{display:none}
.popup-layer__stack{position:static;min-height:0;padding:16px;background:#eef2f7}
.popup,.popup--placed{position:relative;left:auto;top:auto;box-shadow:0 2px 8px rgba(0,0,0,.12)}
@media (max-width:767px){.popup[data-device=pc]{display:none}.popup-layer__stack{position:static;padding:12px}.popup{border-radius:10px;margin-bottom:12px}}
@media (min-width:768px){.popup[data-device=mobile]{display:none}}
`;
