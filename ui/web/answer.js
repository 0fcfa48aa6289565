// SPDX-License-Identifier: GPL-3.0-or-later
// The answer view's only script (injected by AnswerView into an isolated world): a tooltip with the
// source's title and snippet on [n] markers, the reason and link of a verification badge, and in-place updates of the answer while it streams.
(function () {
    'use strict';
    if (window.lmars)
        return;
    var sources = {};
    var tip = null;

    function ensureTip() {
        if (tip && document.body.contains(tip))
            return tip;
        tip = document.createElement('div');
        tip.id = 'lmars-tip';
        tip.setAttribute('role', 'tooltip');
        var s = tip.style;
        s.position = 'fixed';
        s.zIndex = '10';
        s.maxWidth = '380px';
        s.padding = '8px 10px';
        s.borderRadius = '6px';
        s.boxShadow = '0 2px 12px rgba(0,0,0,.25)';
        s.fontSize = '12.5px';
        s.lineHeight = '1.45';
        s.display = 'none';
        s.pointerEvents = 'none';
        document.body.appendChild(tip);
        return tip;
    }

    function openTip() {
        var t = ensureTip();
        var dark = document.documentElement.getAttribute('data-theme') === 'dark';
        t.style.background = dark ? '#2a2d33' : '#ffffff';
        t.style.color = dark ? '#e3e6ea' : '#1f2328';
        t.style.border = '1px solid ' + (dark ? '#3a3e45' : '#d5d9df');
        t.style.whiteSpace = 'normal';
        t.textContent = '';
        return t;
    }

    function place(t, anchor) {
        t.style.display = 'block';
        var r = anchor.getBoundingClientRect();
        var left = Math.min(r.left, window.innerWidth - t.offsetWidth - 8);
        var top = r.bottom + 6;
        if (top + t.offsetHeight > window.innerHeight)
            top = r.top - t.offsetHeight - 6;
        t.style.left = Math.max(8, left) + 'px';
        t.style.top = Math.max(8, top) + 'px';
    }

    // A verification badge: its status, reason, the case found and the link, one per line; an
    // authority badge: why the case binds the forum or not.
    function showBadge(badge) {
        var text = badge.getAttribute('data-tip');
        if (!text)
            return;
        var t = openTip();
        t.style.whiteSpace = 'pre-line';
        t.textContent = text;
        place(t, badge);
    }

    function show(anchor) {
        if (anchor.classList.contains('vbadge') || anchor.classList.contains('abadge')) {
            showBadge(anchor);
            return;
        }
        var n = anchor.getAttribute('data-n');
        var source = sources[n];
        if (!source)
            return;
        var t = openTip();
        var title = document.createElement('div');
        title.style.fontWeight = '600';
        title.textContent = '[' + n + '] ' + source.title;
        t.appendChild(title);
        if (source.meta) {
            var meta = document.createElement('div');
            meta.style.opacity = '0.75';
            meta.style.margin = '2px 0 4px';
            meta.textContent = source.meta;
            t.appendChild(meta);
        }
        if (source.snippet) {
            var snippet = document.createElement('div');
            snippet.textContent = source.snippet;
            t.appendChild(snippet);
        }
        place(t, anchor);
    }

    function hide() {
        if (tip)
            tip.style.display = 'none';
    }

    function citeOf(node) {
        return node && node.closest ? node.closest('a.cite, .vbadge, .abadge') : null;
    }

    // A clicked marker selects its source: its tooltip goes away and stays away until the pointer
    // leaves the marker (the focus the click gives it does not bring it back).
    var clicked = null;
    document.addEventListener('click', function (e) {
        var a = citeOf(e.target);
        if (a) {
            clicked = a;
            hide();
        }
    }, true);
    document.addEventListener('mouseover', function (e) {
        var a = citeOf(e.target);
        if (a && a !== clicked)
            show(a);
    });
    document.addEventListener('mouseout', function (e) {
        var a = citeOf(e.target);
        if (a) {
            if (a === clicked && !a.contains(e.relatedTarget))
                clicked = null;
            hide();
        }
    });
    document.addEventListener('focusin', function (e) {
        var a = citeOf(e.target);
        if (a && a !== clicked)
            show(a);
        else
            hide();
    });
    window.addEventListener('scroll', hide, {passive: true});

    window.lmars = {
        setSources: function (list) {
            sources = {};
            list.forEach(function (s) {
                sources[String(s.n)] = s;
            });
        },
        // html comes from HtmlRenderer, which escapes everything the model wrote.
        setAnswer: function (html) {
            var section = document.querySelector('section.answer');
            if (!section) {
                var article = document.querySelector('article.answer-page') || document.body;
                section = document.createElement('section');
                section.className = 'answer';
                article.insertBefore(section, article.firstChild);
            }
            var doc = document.scrollingElement || document.documentElement;
            var follow = window.innerHeight + window.scrollY >= doc.scrollHeight - 40;
            section.innerHTML = html;
            if (follow)
                window.scrollTo(0, doc.scrollHeight);
            hide();
        },
        tooltipText: function () {
            return tip && tip.style.display !== 'none' ? tip.textContent : '';
        }
    };
})();
