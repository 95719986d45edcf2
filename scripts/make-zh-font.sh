#!/bin/sh
# Makes public-web/assets/fonts/zh-hans-{400,700}.woff2: Noto Sans CJK SC (SIL Open Font License) cut down to
# the Chinese characters the China MBA content uses, so visitors without a Simplified-Chinese font
# (and our test browser) see real glyphs, not boxes. Rerun after editing the Chinese content.
# Needs Debian's fonts-noto-cjk and python3-fonttools python3-brotli (apt-get install).
set -e
cd "$(dirname "$0")/.."
TEXT=$(mktemp)
# Only the CJK characters: Latin letters and digits come from the page's own font. The sources: the China MBA
# pages as seeded (db/seed/pages-2026.ts; words staff add later fall back to the device's font), the Chinese
# application and look-up (receipt strings, form messages, coded answers), the rounds' schedule words, and the
# sample rounds' Chinese texts (staff-written round texts fall back to the device's font), and the default result
# letters (domain/result-letters.ts; a letter staff rewrite may fall back to the device's font), and the Chinese
# subscription pages (public-web/subscribe/).
cat db/seed/pages-2026.ts public-web/content/home.ts public-web/locale/zh-Hans.ts \
  public-web/content/round-schedule.ts public-web/receipt/*.ts public-web/receipt/*.tsx \
  domain/application-messages.ts domain/application-fields.ts domain/programs.ts domain/rounds.ts \
  domain/result-letters.ts server/sample/rounds.ts public-web/subscribe/*.ts \
  | /usr/bin/python3 -c 'import sys; print("".join(sorted({c for c in sys.stdin.read() if "\u4e00" <= c <= "\u9fff"})))' > "$TEXT"
for w in Regular:400 Bold:700; do
  /usr/bin/python3 -m fontTools.subset "/usr/share/fonts/opentype/noto/NotoSansCJK-${w%%:*}.ttc" --font-number=2 \
    --text-file="$TEXT" --unicodes='U+3000-303F,U+FF01-FF5E' --flavor=woff2 --layout-features='*' --no-hinting \
    --output-file="public-web/assets/fonts/zh-hans-${w##*:}.woff2"
done
rm -f "$TEXT"
ls -l public-web/assets/fonts
