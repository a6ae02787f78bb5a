/** The little of a subject year the grouping needs. */
export interface LevelledSubject {
  name: string;
  classYear: { name: string };
  masterLevel: { id: string; name: string; order: number };
}

export interface LevelGroup<T extends LevelledSubject> {
  level: T['masterLevel'];
  subjects: T[];
}

/** Subjects under their level headings, levels in level order, subjects by class then name. */
export function groupSubjectsByLevel<T extends LevelledSubject>(subjects: readonly T[]): LevelGroup<T>[] {
  const groups = new Map<string, LevelGroup<T>>();
  for (const subject of subjects) {
    const group: LevelGroup<T> = groups.get(subject.masterLevel.id) ?? { level: subject.masterLevel, subjects: [] };
    group.subjects.push(subject);
    groups.set(subject.masterLevel.id, group);
  }
  const byText = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
  return [...groups.values()]
    .sort((a, b) => a.level.order - b.level.order || byText(a.level.name, b.level.name))
    .map((group) => ({
      ...group,
      subjects: [...group.subjects].sort((a, b) => byText(a.classYear.name, b.classYear.name) || byText(a.name, b.name)),
    }));
}
