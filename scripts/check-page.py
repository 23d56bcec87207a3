#!/usr/bin/python3
"""Reads an HTML page on stdin with html5lib's strict parser (the HTML5 parsing algorithm, every
parse error an error) and checks what scripts/check-server asks of the example's /page:
    check-page.py LANG DIR NAME GREETING
the root's lang and dir, the name as the only <bdi>'s text, the <h1>'s text the greeting, and no
<script> element. Exits 1, saying why, on any difference or parse error."""
import sys

import html5lib

language, direction, name, greeting = sys.argv[1:5]
page = sys.stdin.read()
parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
try:
    document = parser.parse(page)
except html5lib.html5parser.ParseError as error:
    sys.exit(f"not valid HTML ({error}):\n{page}")
problems = []
if document.get("lang") != language:
    problems.append(f"lang {document.get('lang')!r}, want {language!r}")
if document.get("dir") != direction:
    problems.append(f"dir {document.get('dir')!r}, want {direction!r}")
isolated = ["".join(element.itertext()) for element in document.iter("bdi")]
if isolated != [name]:
    problems.append(f"<bdi> {isolated!r}, want [{name!r}]")
headings = ["".join(element.itertext()) for element in document.iter("h1")]
if headings != [greeting]:
    problems.append(f"<h1> {headings!r}, want [{greeting!r}]")
if list(document.iter("script")):
    problems.append("a <script> element")
if problems:
    sys.exit("; ".join(problems) + f"\n{page}")
