/**
 * The website widget (issue 18): the "Order online" button a merchant puts on their own website with
 *   <script src="https://<portal>/widget.js" data-key="<public key>" async></script>
 * (GET website-widget/embed-script gives the line). One static file for every merchant, cached; the
 * location's settings come from the portal's public /api/v1/widget/<key> (CORS open). Plain
 * JavaScript without a framework or a build step, kept small (tests/unit/website-widget checks the
 * gzip size). The button lives in a shadow root whose host resets every property, so the page's
 * styles do not reach it and its styles do not reach the page. Any failure leaves the page as it was.
 *
 * Loaded without a data-key (the portal's settings page), it draws nothing and offers
 * `OrderWidget.draw(host, settings, href, contained)` for the live preview: the same drawing.
 */
(function () {
  'use strict';

  var TAG = 'order-online-widget';
  var HEX = /^#[0-9a-f]{6}$/i;
  var FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif';
  // Material icons (Apache-2.0), 24×24; the names are lib/contract/website-widget.ts widgetIcons.
  var ICONS = {
    bag: 'M18 6h-2c0-2.21-1.79-4-4-4S8 3.79 8 6H6c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2m-8 4c0 .55-.45 1-1 1s-1-.45-1-1V8h2zm2-6c1.1 0 2 .9 2 2h-4c0-1.1.9-2 2-2m4 6c0 .55-.45 1-1 1s-1-.45-1-1V8h2z',
    cart: 'M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2M1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.14 0-.25-.11-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.08-.14.12-.31.12-.48 0-.55-.45-1-1-1H5.21l-.94-2zm16 16c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2',
    utensils:
      'M11 9H9V2H7v7H5V2H3v7c0 2.12 1.66 3.84 3.75 3.97V22h2.5v-9.03C11.34 12.84 13 11.12 13 9V2h-2zm5-3v8h2.5v8H21V2c-2.76 0-5 2.24-5 4',
    pizza:
      'M12 2C8.43 2 5.23 3.54 3.01 6L12 22l8.99-16C18.78 3.55 15.57 2 12 2M7 7c0-1.1.9-2 2-2s2 .9 2 2-.9 2-2 2-2-.9-2-2m5 8c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2',
    coffee:
      'M20 3H4v10c0 2.21 1.79 4 4 4h6c2.21 0 4-1.79 4-4v-3h2c1.11 0 2-.9 2-2V5c0-1.11-.89-2-2-2m0 5h-2V5h2zM4 19h16v2H4z',
  };

  /** `prop:value` pairs as one rule body, every one !important: the host page's own !important rules lose to them. */
  function rule(selector, decls) {
    var body = Object.keys(decls)
      .map(function (k) {
        return k + ':' + decls[k] + ' !important';
      })
      .join(';');
    return selector + '{' + body + '}';
  }

  /** Where the host element sits: a corner of the window (of the preview's mock page when contained), or in the page's flow. */
  function hostPlace(s, contained) {
    var side = s.placement === 'bottom-left' ? 'left' : 'right';
    if (s.placement === 'inline')
      return { position: 'relative', display: s.layout === 'banner' ? 'block' : 'inline-block' };
    var place = {
      position: contained ? 'absolute' : 'fixed',
      display: 'block',
      'z-index': contained ? '1' : '2147483000',
    };
    if (s.layout === 'banner') {
      place.left = '0';
      place.right = '0';
      place.bottom = '0';
    } else {
      place.bottom = s.layout === 'tab' ? '0' : '20px';
      place[side] = s.layout === 'tab' ? '24px' : '20px';
    }
    return place;
  }

  function css(s, contained) {
    var theme = HEX.test(s.theme_color) ? s.theme_color : '#383232';
    var ink = HEX.test(s.text_color) ? s.text_color : '#ffffff';
    var host = { all: 'initial' };
    var place = hostPlace(s, contained);
    Object.keys(place).forEach(function (k) {
      host[k] = place[k];
    });
    var button = {
      'box-sizing': 'border-box',
      display: 'flex',
      'align-items': 'center',
      'justify-content': 'center',
      gap: '8px',
      margin: '0',
      padding: '12px 20px',
      border: '0',
      'border-radius': '999px',
      background: theme,
      color: ink,
      font: '600 15px/1.2 ' + FONT,
      'letter-spacing': 'normal',
      'text-decoration': 'none',
      'text-transform': 'none',
      'white-space': 'nowrap',
      cursor: 'pointer',
      'box-shadow': '0 4px 14px rgba(0,0,0,.25)',
    };
    if (s.layout === 'tab') {
      button['border-radius'] = '10px 10px 0 0';
      button.padding = '10px 18px';
      button['box-shadow'] = '0 -2px 10px rgba(0,0,0,.2)';
    }
    if (s.layout === 'banner') {
      button['border-radius'] = '0';
      button.width = '100%';
      button.padding = '14px 24px';
      button['justify-content'] =
        s.placement === 'bottom-left' ? 'flex-start' : s.placement === 'inline' ? 'center' : 'flex-end';
      button['box-shadow'] = s.placement === 'inline' ? 'none' : '0 -2px 12px rgba(0,0,0,.2)';
    }
    return [
      rule(':host', host),
      rule('a', button),
      rule('a:hover', { filter: 'brightness(1.1)' }),
      rule('a:focus-visible', { outline: '3px solid ' + ink, 'outline-offset': '-6px' }),
      rule('svg', { display: 'block', width: '20px', height: '20px', fill: 'currentColor', flex: 'none' }),
      rule('span', { display: 'block', overflow: 'hidden', 'text-overflow': 'ellipsis' }),
    ].join('\n');
  }

  /** A constructed sheet where the browser has them (a page's CSP style-src does not apply), else a style element. */
  function styleOf(root, text) {
    if (root.adoptedStyleSheets !== undefined && typeof CSSStyleSheet === 'function') {
      try {
        var sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        root.adoptedStyleSheets = [sheet];
        return null;
      } catch {
        // Constructed sheets unsupported after all: the style element below.
      }
    }
    var style = document.createElement('style');
    style.textContent = text;
    return style;
  }

  /** Draws (or redraws) the button in `host`'s shadow root. */
  function draw(host, s, href, contained) {
    var root = host.shadowRoot || host.attachShadow({ mode: 'open' });
    var link = document.createElement('a');
    link.href = href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.setAttribute('part', 'button');
    var path = ICONS[s.icon];
    if (path) {
      var ns = 'http://www.w3.org/2000/svg';
      var svg = document.createElementNS(ns, 'svg');
      svg.setAttribute('viewBox', '0 0 24 24');
      svg.setAttribute('aria-hidden', 'true');
      var shape = document.createElementNS(ns, 'path');
      shape.setAttribute('d', path);
      svg.appendChild(shape);
      link.appendChild(svg);
    }
    var label = document.createElement('span');
    label.textContent = String(s.text || '');
    link.appendChild(label);
    var style = styleOf(root, css(s, contained));
    while (root.firstChild) root.removeChild(root.firstChild);
    if (style) root.appendChild(style);
    root.appendChild(link);
    return host;
  }

  /** Only a web page may be opened: an http(s) URL, a path resolved against the portal. */
  function webUrl(url, base) {
    try {
      var u = new URL(String(url), base);
      return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
    } catch {
      return null;
    }
  }

  var me = document.currentScript;
  var key = me && me.getAttribute('data-key');
  if (!key) {
    window.OrderWidget = { draw: draw };
    return;
  }
  var base = me.src;

  function place(host, inline) {
    var parent = me.parentNode;
    if (inline && parent && parent !== document.head) parent.insertBefore(host, me);
    else (document.body || document.documentElement).appendChild(host);
  }

  function whenReady(run) {
    if (document.body) run();
    else document.addEventListener('DOMContentLoaded', run);
  }

  fetch(new URL('/api/v1/widget/' + encodeURIComponent(key), base).href, { credentials: 'omit' })
    .then(function (res) {
      return res.ok ? res.json() : null;
    })
    .then(function (reply) {
      var s = reply && reply.website_widget;
      var href = s && webUrl(reply.order_url, base);
      if (!href) return;
      whenReady(function () {
        var host = document.createElement(TAG);
        place(host, s.placement === 'inline');
        draw(host, s, href, false);
      });
    })
    .catch(function () {
      // The merchant's page carries on without the button.
    });
})();
