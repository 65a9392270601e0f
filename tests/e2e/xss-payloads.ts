/**
 * Known cross-site scripting payloads. Anything of them that runs sets `window.__xss` (also from a
 * frame, through `parent`/`top`), opens a dialog (`alert`) or asks for a url containing `xss-beacon`;
 * anything that would navigate points at `javascript:`, `data:` or https://evil.invalid. Used by the
 * rich-text element test and by the end-to-end test that stores each of them in its own record of
 * the real backend and opens the real pages.
 */
const swallowing = new Set<string>();

/**
 * Marks a payload that leaves open an element whose text is never markup (a comment, style,
 * textarea, noscript, plaintext, an unterminated tag…): whatever follows it in the same record is
 * swallowed.
 */
function opens(payload: string): string {
  swallowing.add(payload);
  return payload;
}

const SCRIPTS = [
  '<script>window.__xss = "script"</script>',
  '<SCRIPT SRC=/xss-beacon.js></SCRIPT>',
  '<script/src=data:,window.__xss=1></script>',
  "<scr<script>ipt>window.__xss='nested'</script>",
  "<script>alert('script-alert')</script>",
  "<script>document.write('<img src=x onerror=window.__xss=1>')</script>",
  '<x:script xmlns:x="http://www.w3.org/1999/xhtml">window.__xss="xmlns"</x:script>',
  '<IMG """><SCRIPT>window.__xss="quotes"</SCRIPT>">',
  opens('<script>window["__x"+"ss"]="split"</script><!--'),
];

const EVENT_HANDLERS = [
  '<img src=x onerror="window.__xss = \'img\'">',
  opens('<img src="x" onerror=window.__xss=1//'),
  '<img/src/onerror=window.__xss="slash">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img src=x onerror=&#x77;indow.__xss=&#x22;entity-handler&#x22;>',
  '<img src=x onerror="fetch(\'/xss-beacon?img\')">',
  '<img src=`x` onerror=window.__xss="backtick">',
  '<image src=x onerror=window.__xss="image">',
  '<svg onload="window.__xss = \'svg\'"><circle r="10"></circle></svg>',
  '<svg/onload=window.__xss="svg-slash">',
  '<svg><animate onbegin=window.__xss="animate" attributeName=x dur=1s>',
  '<svg><set onbegin=window.__xss="set" attributeName=x to=1>',
  '<svg><image href=x onerror=window.__xss="svg-image" />',
  '<body onload="window.__xss=\'body\'">',
  '<body onpageshow=window.__xss="pageshow">',
  '<input autofocus onfocus="window.__xss=\'focus\'">',
  '<select autofocus onfocus=window.__xss="select"></select>',
  '<textarea autofocus onfocus=window.__xss="textarea"></textarea>',
  '<div contenteditable autofocus onfocus=window.__xss="editable">可编辑</div>',
  '<a href="#" autofocus onfocus=window.__xss="anchor-focus">焦点链接</a>',
  '<details open ontoggle="window.__xss=\'toggle\'"><summary>详情</summary></details>',
  '<video><source onerror="window.__xss=\'video\'"></video>',
  '<video src=x onerror=window.__xss="video-src"></video>',
  '<audio src=x onerror=window.__xss="audio"></audio>',
  '<marquee onstart="window.__xss=\'marquee\'">跑马灯</marquee>',
  '<iframe onload=window.__xss="iframe-load"></iframe>',
  '<style onload=window.__xss="style-load"></style>',
  '<link rel=stylesheet href=x onerror=window.__xss="link-error">',
  '<input type=image src=x onerror=window.__xss="input-image">',
  '<object data=x onerror=window.__xss="object-error"></object>',
  '<a href="#" onclick="window.__xss=\'click\'">点击事件</a>',
  '<p onmouseover=window.__xss="hover">悬停</p>',
  '<div style="animation-name:spin;animation-duration:1s" onanimationstart=window.__xss="animation">动画</div>',
  '<div draggable=true ondragstart=window.__xss="drag">拖拽</div>',
  '<img src=1 onerror\u000b=window.__xss="vtab">',
  '<img src=x onerror="eval(atob(\'d2luZG93Ll9feHNzPSJiNjQi\'))">',
  '<frameset onload=window.__xss="frameset"></frameset>',
];

const SCRIPT_URLS = [
  '<a href="javascript:window.__xss=\'href\'">点我查看</a>',
  '<a href="JaVaScRiPt:window.__xss=\'case\'">大小写</a>',
  '<a href="&#106;avascript:window.__xss=\'entity\'">实体编码</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.__xss=1">十六进制实体</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058window.__xss=1">补零实体</a>',
  '<a href="javascript&colon;window.__xss=\'colon\'">命名实体冒号</a>',
  '<a href="java&#x09;script:window.__xss=\'tab\'">制表符</a>',
  '<a href="jav&#x0A;ascript:window.__xss=\'newline\'">换行符</a>',
  '<a href="  javascript:window.__xss=\'space\'">前导空格</a>',
  '<a href=" &#14; javascript:window.__xss=\'control\'">控制字符</a>',
  '<a href="javascript://%0awindow.__xss=\'comment\'">注释换行</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">数据链接</a>',
  '<a href="data:text/html,<script>opener.__xss=1</script>">数据链接明文</a>',
  '<img src="javascript:window.__xss=\'img-src\'">',
  '<iframe src="javascript:window.parent.__xss=\'iframe\'"></iframe>',
  '<iframe/src="data:text/html,<script>parent.__xss=\'iframe-data\'</script>"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=\'srcdoc\'</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=parent.__xss=&quot;srcdoc-entity&quot;&gt;"></iframe>',
  '<object data="javascript:window.__xss=\'object\'"></object>',
  '<object data="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg=="></object>',
  '<embed src="data:text/html,<script>parent.__xss=\'embed\'</script>">',
  '<embed src="javascript:window.__xss=\'embed-js\'">',
  '<form action="javascript:window.__xss=\'form\'"><button>提交</button></form>',
  '<form><button formaction="javascript:window.__xss=\'formaction\'">按钮提交</button></form>',
  '<form><input type=submit formaction=javascript:window.__xss="input-formaction" value=提交></form>',
  '<isindex action=javascript:window.__xss="isindex" type=image>',
  '<svg><a xlink:href="javascript:window.__xss=\'xlink\'"><text x="20" y="20">矢量链接</text></a></svg>',
  '<svg><a href="javascript:window.__xss=\'svg-href\'"><circle r="40"></circle></a></svg>',
  '<svg><animate xlink:href=#x attributeName=href values=javascript:window.__xss="values" /><a id=x><text x=20 y=20>动画链接</text></a></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=window.__xss=1 /></svg>#x"></use></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:window.__xss=\'maction\'">公式链接</maction></math>',
  '<math href="javascript:window.__xss=\'math-href\'">公式</math>',
  '<map name=m><area href="javascript:window.__xss=\'area\'" shape=default></map><img usemap=#m src=x>',
  '<table background="javascript:window.__xss=\'table\'"><tr><td>表格背景</td></tr></table>',
  '<img dynsrc="javascript:window.__xss=\'dynsrc\'" lowsrc="javascript:window.__xss=\'lowsrc\'">',
  '<bgsound src="javascript:window.__xss=\'bgsound\'">',
  '<video poster="javascript:window.__xss=\'poster\'"></video>',
  '<img src="data:image/svg+xml,<svg onload=window.__xss=1>">',
  '<img srcset="javascript:window.__xss=1 1x">',
  '<a ping="/xss-beacon?ping" href="#">带追踪的链接</a>',
  '<portal src="javascript:window.__xss=\'portal\'"></portal>',
];

const DOCUMENT_TRICKS = [
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=\'meta\'">',
  '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<meta http-equiv="refresh" content="0; url=https://evil.invalid/">',
  '<base href="javascript:window.__xss=\'base\'//">',
  '<base href="https://evil.invalid/">',
  '<link rel="stylesheet" href="javascript:window.__xss=\'link\'">',
  '<link rel=import href="data:text/html,<script>window.__xss=1</script>">',
  '<link rel=prefetch href="/xss-beacon?prefetch">',
  '<style>@import "javascript:window.__xss=1"; body { display: none }</style>',
  '<style>*{background:url("/xss-beacon?style")}</style>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999;background:red">全屏覆盖</div>',
  '<div style="background-image:url(javascript:window.__xss=1)">背景图片</div>',
  '<div style="background-image:url(/xss-beacon?inline-style)">背景请求</div>',
  '<p style="color:red;text-align:center;behavior:url(x.htc)">样式混合</p>',
  '<div style="width:expression(window.__xss=1)">表达式</div>',
  '<div style="x:\\65xpression(window.__xss=1)">转义表达式</div>',
  '<div style="-moz-binding:url(/xss-beacon?binding#xss)">绑定</div>',
  '<p style="text-align:center;position:absolute;top:0">绝对定位</p>',
  '<dialog open>对话框覆盖</dialog>',
];

const PARSER_CONFUSION = [
  opens('<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = \'mxss\'">'),
  opens(
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=window.__xss=1&gt;">',
  ),
  opens('<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss="form-math">'),
  opens(
    '<math><mi><table><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=window.__xss=1 src=1>">',
  ),
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=\'svg-p\'>">',
  '<svg><p><style><img src=x onerror=window.__xss="svg-style"></style></p></svg>',
  '<svg><style>&lt;img src=x onerror=window.__xss="svg-style-entity"&gt;</style></svg>',
  '<svg><foreignObject><img src=x onerror=window.__xss="foreign"></foreignObject></svg>',
  '<svg><desc><img src=x onerror=window.__xss="desc"></desc></svg>',
  '<math><annotation-xml encoding="text/html"><img src=x onerror=window.__xss="annotation"></annotation-xml></math>',
  '<svg><script>alert&#40;1&#41;</script></svg>',
  '<svg><script>window.__xss = "svg-script"</script></svg>',
  '<svg><script href="data:,window.__xss=1" />',
  '<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">window.__xss=1</handler></svg>',
  '<svg><![CDATA[><img src=x onerror=window.__xss="cdata-svg">]]></svg>',
  '<![CDATA[><img src=x onerror=window.__xss="cdata">]]>',
  '<!--><img src=x onerror=window.__xss="comment">-->',
  '<!-- --!><img src=x onerror=window.__xss="comment-bang">-->',
  '<?xml-stylesheet ><img src=x onerror=window.__xss="pi">?>',
  '<table><a href=x><img src=x onerror=window.__xss="foster"></a></table>',
  '<select><template><style><img src onerror=window.__xss="select-template"></style></template></select>',
  '<template><img src=x onerror="window.__xss=\'template\'"></template>',
  opens('<noscript><p title="</noscript><img src=x onerror=window.__xss=\'noscript\'>">'),
  opens('<noscript><style></noscript><img src=x onerror=window.__xss="noscript-style">'),
  '<noembed><img title="</noembed><img src onerror=window.__xss=\'noembed\'>"></noembed>',
  '<noframes><img title="</noframes><img src onerror=window.__xss=\'noframes\'>"></noframes>',
  '<xmp><p title="</xmp><img src=x onerror=window.__xss=\'xmp\'>">',
  '<textarea><img title="</textarea><img src=x onerror=window.__xss=\'textarea-break\'>">',
  '<title><img title="</title><img src=x onerror=window.__xss=\'title\'>"></title>',
  '<iframe><img title="</iframe><img src=x onerror=window.__xss=\'iframe-text\'>"></iframe>',
  '<style><img title="</style><img src=x onerror=window.__xss=\'style-break\'>"></style>',
  '<p title="&lt;/p&gt;&lt;img src=x onerror=window.__xss=1&gt;">属性中的标签</p>',
  '<a title="<!--"><img src=x onerror=window.__xss="title-comment">-->',
  '"><img src=x onerror="window.__xss=\'break-out\'">',
  "'><svg onload=window.__xss='single-quote'>",
  '</rich-text><img src=x onerror=window.__xss="close-host">',
  opens('<plaintext><img src=x onerror=window.__xss="plaintext">'),
  // Template syntax of client frameworks, and of JavaScript itself: plain text here.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is the placeholder.
  "{{constructor.constructor('window.__xss=1')()}}<span>${window.__xss=1}</span>",
];

const CLOBBERING = [
  '<form id=__xss></form>',
  '<img name=getElementById src=data:image/gif;base64,R0lGODlhAQABAAAAACw=>',
  '<form name=cookie><input name=value></form>',
  '<a id=defaultView></a><a id=defaultView name=__xss href="javascript:window.__xss=1">定义视图</a>',
  '<img id=body name=body>',
  '<form id=attributes><input id=attributes></form>',
  '<a id=location href="https://evil.invalid/">位置</a>',
  '<iframe name=__xss></iframe>',
  '<img name=createElement><img name=querySelector>',
];

export const XSS_PAYLOADS: readonly string[] = [
  ...SCRIPTS,
  ...EVENT_HANDLERS,
  ...SCRIPT_URLS,
  ...DOCUMENT_TRICKS,
  ...PARSER_CONFUSION,
  ...CLOBBERING,
];

/**
 * Payloads that leave an element open whose text is never markup (a comment, style, textarea,
 * plaintext…): whatever follows them in the same record is swallowed, so text after them need not
 * show. Each payload of the end-to-end test lives in a record of its own, so nothing else is lost.
 */
export const SWALLOWS_WHAT_FOLLOWS: ReadonlySet<string> = swallowing;

/** Tags none of which may survive sanitizing. */
export const FORBIDDEN_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'style',
  'svg',
  'math',
  'meta',
  'base',
  'link',
  'template',
  'noscript',
  'marquee',
  'body',
  'textarea',
  'select',
  'dialog',
  'frameset',
  'portal',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'bgsound',
  'isindex',
];
