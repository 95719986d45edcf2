// Whether a text is Chinese (Han characters and no Hangul), for marking an editing area lang="zh-Hans" when the
// content is a China MBA text that has no language field of its own (a post's title).
export function looksChinese(text: string): boolean {
  return /\p{Script=Han}/u.test(text) && !/\p{Script=Hangul}/u.test(text);
}
