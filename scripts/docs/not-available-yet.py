#!/usr/bin/env python3
"""Keeps docs/not-available-yet.md and README's "Not available yet" list true: drops the rows whose route file no
longer renders NotAvailableYetPage, recounts, and rewrites the README section. Run: python3 scripts/docs/not-available-yet.py"""
import os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ROUTES = os.path.join(ROOT, 'apps/web/src/routes')
DOC = os.path.join(ROOT, 'docs/not-available-yet.md')
README = os.path.join(ROOT, 'README.md')

def url_of(rel):
    parts = rel[:-4].split('/')  # drop .tsx
    out = []
    for p in parts:
        if p.startswith('_') or p in ('index', '__root'):
            continue
        out.append(re.sub(r'\{?\$(\w+)\}?', r'{\1}', p))
    return '/' + '/'.join(out)

placeholder = {}
for d, _, files in os.walk(ROUTES):
    for f in files:
        if f.endswith('.tsx'):
            full = os.path.join(d, f)
            url = url_of(os.path.relpath(full, ROUTES))
            placeholder[url] = placeholder.get(url, False) or ('NotAvailableYetPage' in open(full).read())

text = open(DOC).read()
head, _, body = text.partition('\n## ')
sections = ('## ' + body).split('\n## ')
kept, counts = [], []
for sec in sections:
    sec = sec if sec.startswith('## ') else '## ' + sec
    title = re.match(r'## (.+?) \(\d+\)', sec).group(1)
    lines = sec.rstrip('\n').split('\n')
    rows = [l for l in lines if l.startswith('| `')]
    live = []
    for r in rows:
        path = re.match(r'\| `([^`]+)`', r).group(1)
        if path not in placeholder:
            sys.exit(f'no route file for {path}')
        if placeholder[path]:
            live.append(r)
    if not live:
        continue
    lines = [l for l in lines if not l.startswith('| `') or l in live]
    lines[0] = f'## {title} ({len(live)})'
    kept.append('\n'.join(lines))
    counts.append((title, len(live), [re.match(r'\| `([^`]+)`', r).group(1) for r in live]))

total = sum(c for _, c, _ in counts)
table = ['| Area | Count |', '|---|---|'] + [f'| {t} | {c} |' for t, c, _ in counts] + [f'| **Total** | **{total}** |']
head = re.sub(r'These \d+ routes', f'These {total} routes', head)
head = re.sub(r'\| Area \| Count \|.*?\| \*\*Total\*\* \| \*\*\d+\*\* \|', '\n'.join(table), head, flags=re.S)
open(DOC, 'w').write(head.rstrip('\n') + '\n\n' + '\n\n'.join(kept) + '\n')

readme = open(README).read()
start = readme.index('## Not available yet')
end = readme.index('\n## ', start + 5)
section = readme[start:end]
intro_end = section.index('\n- **')
intro = re.sub(r'These \d+ pages', f'These {total} pages', section[:intro_end])
items = '\n'.join(f"- **{t}** ({c}): " + ', '.join(f'`{p}`' for p in ps) for t, c, ps in counts)
readme = readme[:start] + intro + '\n' + items + '\n' + readme[end:]
open(README, 'w').write(readme)
print(f'{total} pages not available yet')
