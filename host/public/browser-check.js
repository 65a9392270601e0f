// Loaded by index.html as a file (the content security policy allows no inline script).
// Plain ES5, before the portal's modules (which old browsers cannot run): Internet Explorer gets a
// notice that cannot be closed; another browser without custom elements gets an alert.
(() => {
  var ua = navigator.userAgent;
  if (/MSIE |Trident\//.test(ua)) {
    document.getElementById('root').innerHTML =
      '<div role="alert" style="position:fixed;top:0;left:0;right:0;bottom:0;display:flex;align-items:center;justify-content:center;background:#f5f7fa;font:16px/1.8 sans-serif;color:#303133;text-align:center;padding:24px">' +
      '<div><h1 style="font-size:22px">您的浏览器版本过低</h1><p>本系统不支持 Internet Explorer，请使用最新版的 Chrome、Edge 或 Firefox 浏览器访问。</p>' +
      '<p lang="en">This portal does not support Internet Explorer. Please use a current Chrome, Edge or Firefox.</p></div></div>';
    window.__eipUnsupported = true;
    return;
  }
  // Plain ES5 on purpose (no ?.): old browsers cannot parse newer syntax.
  var css = window.CSS;
  var modern =
    'customElements' in window &&
    typeof css === 'object' &&
    typeof css.supports === 'function' &&
    css.supports('color', 'color-mix(in srgb, red 50%, white)');
  if (!modern) {
    window.alert('您的浏览器不受支持，部分功能可能无法使用，请升级到最新版的 Chrome、Edge 或 Firefox。');
  }
})();
