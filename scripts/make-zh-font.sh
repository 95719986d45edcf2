#!/bin/sh
# Makes public-web/assets/fonts/zh-hans-{400,700}.woff2: Noto Sans CJK SC (SIL Open Font License) cut down to
# the Chinese characters the China MBA content uses, so visitors without a Simplified-Chinese font
# (and our test browser) see real glyphs, not boxes. Rerun after editing the Chinese content.
# Needs Debian's fonts-noto-cjk and python3-fonttools python3-brotli (apt-get install).
set -e
cd "$(dirname "$0")/.."
TEXT=$(mktemp)
# Only the CJK characters: Latin letters and digits come from the page's own font. The sources: every source file
# the public pages are drawn from (the seeded pages, the templates and their strings, the domain's label tables and
# default texts, the sample content); words staff write later fall back to the device's font.
find db/seed public-web domain server/web server/sample \( -name '*.ts' -o -name '*.tsx' \) ! -name '*.test.ts' \
  -exec cat {} + \
  | /usr/bin/python3 -c 'import sys; print("".join(sorted({c for c in sys.stdin.read() if "\u4e00" <= c <= "\u9fff"})))' > "$TEXT"
for w in Regular:400 Bold:700; do
  /usr/bin/python3 -m fontTools.subset "/usr/share/fonts/opentype/noto/NotoSansCJK-${w%%:*}.ttc" --font-number=2 \
    --text-file="$TEXT" --unicodes='U+3000-303F,U+FF01-FF5E' --flavor=woff2 --layout-features='*' --no-hinting \
    --output-file="public-web/assets/fonts/zh-hans-${w##*:}.woff2"
done
rm -f "$TEXT"
ls -l public-web/assets/fonts
