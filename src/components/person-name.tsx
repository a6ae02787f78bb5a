/**
 * A name as stored ("Tan Wei Ming 陈伟明"), with its Han part marked lang="zh" so screen readers and
 * fonts treat it as Chinese rather than reading it in the page's English voice.
 */
export function PersonName({ name }: { name: string }) {
  const match = /^(.*?)\s*(\p{Script=Han}[\p{Script=Han}\s]*)$/u.exec(name);
  if (!match) return <>{name}</>;
  const [, romanized, han] = match;
  return (
    <>
      {romanized ? `${romanized} ` : null}
      <span lang="zh">{han}</span>
    </>
  );
}
