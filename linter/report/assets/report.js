/* cardlint review page: draws the cards from the embedded JSON, one page at a time, and keeps
   the filters in the URL fragment so a filtered view can be shared as a link. The DOM is built
   from text nodes only: card text never becomes markup. */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("report-data").textContent);
  var cards = data.cards;
  var $ = function (id) { return document.getElementById(id); };
  var controls = { lang: $("f-lang"), rule: $("f-rule"), sev: $("f-sev"), game: $("f-game"),
                   only: $("f-only"), q: $("f-q"), per: $("f-per") };
  var state = { lang: "", rule: "", sev: "", game: "", only: false, q: "", per: "50", page: 1 };
  var searchable = new Array(cards.length);  // lower-cased words of each card, built on first search

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  function option(select, value, label) {
    var o = el("option", null, label); o.value = value; select.appendChild(o);
  }

  function fillControls() {
    var langs = {}, games = {}, rules = {};
    cards.forEach(function (c) {
      games[c.game] = true;
      c.texts.forEach(function (t) { if (!t.source) langs[t.lang] = langs[t.lang] || t.name; });
      c.findings.forEach(function (f) { rules[f.rule] = true; });
    });
    Object.keys(langs).sort().forEach(function (l) { option(controls.lang, l, langs[l] + " (" + l + ")"); });
    Object.keys(rules).sort().forEach(function (r) {
      option(controls.rule, r, (data.rules[r] ? data.rules[r].code + " " : "") + r);
    });
    Object.keys(games).sort().forEach(function (g) { if (g) option(controls.game, g, g); });
    var legend = $("legend");
    legend.appendChild(el("strong", null, "Concepts:"));
    data.concepts.forEach(function (c) { legend.appendChild(el("span", "c-" + c, c)); });
    legend.appendChild(el("span", "flagged flag-sample", "words with a finding"));
    legend.appendChild(el("span", "unrecognized", "unrecognized targeting word"));
  }

  /* ---- state <-> URL fragment ---- */
  function readHash() {
    var p = new URLSearchParams(location.hash.replace(/^#/, ""));
    state.lang = p.get("lang") || ""; state.rule = p.get("rule") || ""; state.sev = p.get("sev") || "";
    state.game = p.get("game") || ""; state.only = p.get("only") === "1"; state.q = p.get("q") || "";
    state.per = p.get("per") || "50"; state.page = Math.max(1, parseInt(p.get("page") || "1", 10) || 1);
    controls.lang.value = state.lang; controls.rule.value = state.rule; controls.sev.value = state.sev;
    controls.game.value = state.game; controls.only.checked = state.only; controls.q.value = state.q;
    controls.per.value = state.per;
  }

  function writeHash() {
    var p = new URLSearchParams();
    ["lang", "rule", "sev", "game", "q"].forEach(function (k) { if (state[k]) p.set(k, state[k]); });
    if (state.only) p.set("only", "1");
    if (state.per !== "50") p.set("per", state.per);
    if (state.page > 1) p.set("page", String(state.page));
    var hash = p.toString();
    if (hash !== location.hash.replace(/^#/, "")) history.replaceState(null, "", hash ? "#" + hash : location.pathname + location.search);
  }

  /* ---- filtering ---- */
  function visibleFindings(card) {
    return card.findings.filter(function (f) {
      return (!state.lang || f.lang === state.lang) && (!state.rule || f.rule === state.rule) &&
             (!state.sev || f.severity === state.sev);
    });
  }

  function words(i) {
    if (searchable[i] === undefined) {
      var c = cards[i], parts = [c.id];
      c.texts.forEach(function (t) {
        parts.push(t.segments.map(function (s) { return typeof s === "string" ? s : s.t; }).join(""));
      });
      c.findings.forEach(function (f) { parts.push(f.message); if (f.suggestion) parts.push(f.suggestion); });
      searchable[i] = parts.join("\n").toLowerCase();
    }
    return searchable[i];
  }

  function matches(i) {
    var c = cards[i];
    if (state.game && c.game !== state.game) return false;
    if (state.lang && !c.texts.some(function (t) { return t.lang === state.lang; })) return false;
    if ((state.only || state.rule || state.sev) && visibleFindings(c).length === 0) return false;
    if (state.q && words(i).indexOf(state.q.toLowerCase()) < 0) return false;
    return true;
  }

  /* ---- drawing one card ---- */
  /* the suggested wording beside the words it replaces, with where it comes from and a button to copy it */
  function drawSuggestion(f) {
    var sug = el("div", "suggestion", "Suggested wording: ");
    sug.appendChild(el("q", "suggested", f.suggestion));
    if (f.origin) {
      sug.appendChild(document.createTextNode(" in place of "));
      sug.appendChild(el("q", "replaced", f.replaces));
      sug.appendChild(el("span", "origin", " (" + f.origin + ")"));
    }
    var copy = el("button", "copy", "Copy");
    copy.type = "button";
    copy.title = "Copy the suggested wording";
    copy.addEventListener("click", function () {
      var done = function () { copy.textContent = "Copied"; };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(f.suggestion).then(done, function () { select(sug); });
      } else { select(sug); }
    });
    sug.appendChild(document.createTextNode(" "));
    sug.appendChild(copy);
    return sug;
  }

  function select(sug) {  /* where the clipboard is refused (a file:// page): the wording selected, for Ctrl+C */
    var range = document.createRange();
    range.selectNodeContents(sug.querySelector("q.suggested"));
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }

  function drawText(card, text, shown, numbers) {
    var box = el("div", "text" + (text.source ? " source" : ""));
    box.dataset.lang = text.lang;
    box.appendChild(el("h4", null, text.name + " · " + text.code + (text.source ? " · source" : "")));
    var body = el("div", "body"), last = {};
    text.segments.forEach(function (s, n) {
      if (typeof s !== "string") (s.x || []).forEach(function (x) { if (shown[x]) last[x] = n; });
    });
    text.segments.forEach(function (s, n) {
      if (typeof s === "string") { body.appendChild(document.createTextNode(s)); return; }
      var span = el("span", null, s.t), classes = [];
      if (s.f) {
        span._frames = s.f.map(function (k) { return data.frames[text.frames[k]]; });
        classes.push("frame", "c-" + span._frames[0].concept);
        span.dataset.concept = span._frames[0].concept;
        span.tabIndex = 0;
      }
      var flags = (s.x || []).filter(function (x) { return shown[x]; });
      if (flags.length) { classes.push("flagged"); span.dataset.findings = flags.map(function (x) { return numbers[x]; }).join(" "); }
      if (s.u) classes.push("unrecognized");
      span.className = classes.join(" ");
      body.appendChild(span);
      flags.forEach(function (x) {
        if (last[x] === n) body.appendChild(el("sup", "badge " + card.findings[x].severity, String(numbers[x])));
      });
    });
    box.appendChild(body);
    var list = el("ul", "findings");
    card.findings.forEach(function (f, x) {
      if (!shown[x] || f.lang !== text.lang) return;
      var item = el("li", "finding " + f.severity);
      item.dataset.rule = f.rule; item.dataset.number = numbers[x];
      item.appendChild(el("sup", "badge " + f.severity, String(numbers[x])));
      item.appendChild(el("span", "rule", " " + f.code + " " + f.rule));
      item.appendChild(el("span", "sev", f.severity));
      item.appendChild(el("div", "message", f.message));
      if (f.suggestion) item.appendChild(drawSuggestion(f));
      list.appendChild(item);
    });
    if (list.childNodes.length) { box.appendChild(list); box.classList.add("has-findings"); }
    return box;
  }

  function drawCard(card) {
    var article = el("article", "card");
    article.dataset.id = card.id;
    var findings = visibleFindings(card), shown = {}, numbers = {}, n = 0;
    card.findings.forEach(function (f, x) { if (findings.indexOf(f) >= 0) { shown[x] = true; numbers[x] = ++n; } });
    var head = el("div", "card-head");
    head.appendChild(el("h3", null, card.id));
    head.appendChild(el("span", "meta", [card.game, card.type, card.path + (card.line ? ":" + card.line : "")]
      .filter(Boolean).join(" · ")));
    head.appendChild(el("span", "tally", n ? n + " finding" + (n === 1 ? "" : "s") : "no findings"));
    article.appendChild(head);
    var texts = el("div", "texts");
    card.texts.forEach(function (t) {
      if (t.source || !state.lang || t.lang === state.lang) texts.appendChild(drawText(card, t, shown, numbers));
    });
    article.appendChild(texts);
    return article;
  }

  /* ---- the page of cards ---- */
  function render() {
    var matching = [];
    for (var i = 0; i < cards.length; i++) if (matches(i)) matching.push(i);
    var per = state.per === "all" ? Math.max(1, matching.length) : parseInt(state.per, 10) || 50;
    var pages = Math.max(1, Math.ceil(matching.length / per));
    state.page = Math.min(state.page, pages);
    var from = (state.page - 1) * per, to = Math.min(matching.length, from + per);
    var box = $("cards"), fragment = document.createDocumentFragment();
    for (var k = from; k < to; k++) fragment.appendChild(drawCard(cards[matching[k]]));
    box.replaceChildren(fragment);
    $("count").textContent = matching.length
      ? "Showing " + (from + 1) + "–" + to + " of " + matching.length + " matching cards (" + cards.length + " in all)"
      : "No cards match these filters (" + cards.length + " in all).";
    drawPager(pages);
    writeHash();
  }

  function drawPager(pages) {
    var nav = $("pager");
    nav.replaceChildren();
    if (pages <= 1) return;
    function go(label, page, disabled) {
      var b = el("button", null, label); b.type = "button"; b.disabled = disabled;
      b.addEventListener("click", function () { state.page = page; render(); $("filters").scrollIntoView(); });
      nav.appendChild(b);
    }
    go("« First", 1, state.page === 1);
    go("‹ Previous", state.page - 1, state.page === 1);
    nav.appendChild(el("span", null, "Page " + state.page + " of " + pages));
    go("Next ›", state.page + 1, state.page === pages);
    go("Last »", pages, state.page === pages);
  }

  /* ---- tooltip with a frame's details ---- */
  var tip = $("tip");
  function showTip(target) {
    if (!target._frames) return;
    tip.replaceChildren();
    target._frames.forEach(function (f) {
      tip.appendChild(el("b", null, f.describe));
      var table = el("table");
      [["concept", f.concept]].concat(f.details).forEach(function (d) {
        var row = el("tr"); row.appendChild(el("td", null, d[0])); row.appendChild(el("td", null, d[1]));
        table.appendChild(row);
      });
      tip.appendChild(table);
    });
    if (target.dataset.findings) tip.appendChild(el("div", null, "Finding " + target.dataset.findings.split(" ").join(", ") + " concerns these words"));
    var r = target.getBoundingClientRect();
    tip.hidden = false;
    tip.style.left = Math.max(4, Math.min(window.scrollX + r.left, window.scrollX + document.documentElement.clientWidth - tip.offsetWidth - 8)) + "px";
    tip.style.top = (window.scrollY + r.bottom + 6) + "px";
  }
  function hideTip() { tip.hidden = true; }
  function frameOf(event) { return event.target.closest ? event.target.closest(".frame") : null; }
  document.addEventListener("mouseover", function (e) { var f = frameOf(e); if (f) showTip(f); else hideTip(); });
  document.addEventListener("focusin", function (e) { var f = frameOf(e); if (f) showTip(f); else hideTip(); });
  document.addEventListener("keydown", function (e) { if (e.key === "Escape") hideTip(); });

  /* ---- wiring ---- */
  function changed() {
    state.lang = controls.lang.value; state.rule = controls.rule.value; state.sev = controls.sev.value;
    state.game = controls.game.value; state.only = controls.only.checked; state.q = controls.q.value.trim();
    state.per = controls.per.value; state.page = 1;
    render();
  }
  ["lang", "rule", "sev", "game", "only", "q", "per"].forEach(function (k) { controls[k].addEventListener("change", changed); });
  var typing;
  controls.q.addEventListener("input", function () { clearTimeout(typing); typing = setTimeout(changed, 200); });
  $("f-reset").addEventListener("click", function () { history.replaceState(null, "", location.pathname); readHash(); render(); });
  window.addEventListener("hashchange", function () { readHash(); render(); });

  fillControls();
  readHash();
  render();
  document.documentElement.dataset.ready = "1";
})();
